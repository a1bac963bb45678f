import { type BaseOptions, error, INVALID, makeSchema, type Schema } from '../core.ts';

/**
 * URLs. pydantic's `HttpUrl`: a string (`url_type` otherwise), at most 2083 characters
 * (`url_too_long`), parsed by the WHATWG-conformant Rust `url` crate (`url_parsing`, worded with
 * the crate's error), with an http or https scheme (`url_scheme`). The value is the string as
 * sent: a later refusal quotes it as `input`, as pydantic does, and the graph stores the
 * normalized form (`https://Example.com` -> `https://example.com/`), as `str(HttpUrl(...))` would.
 */

const HTTP_URL_MAX_LENGTH = 2083;
const HTTP_SCHEMES = "'http' or 'https'";

/** The `url` crate's words for why a string is not a URL, for the failures the WHATWG parser shares. */
function urlParseError(input: string): string {
  const scheme = /^[A-Za-z][A-Za-z0-9+.-]*:/.exec(input);
  if (!scheme) return 'relative URL without a base';
  const rest = input.slice(scheme[0].length).replace(/^\/*/, '');
  const authority = rest.split(/[/?#]/, 1)[0] ?? '';
  const host = authority.slice(authority.lastIndexOf('@') + 1);
  if (host === '' || host.startsWith(':')) return 'empty host';
  if (host.startsWith('[')) return 'invalid IPv6 address';
  const port = /:([^:\]]*)$/.exec(host)?.[1];
  if (port !== undefined && !/^\d{0,5}$/.test(port)) return 'invalid port number';
  if (port !== undefined && Number(port) > 65_535) return 'invalid port number';
  return 'invalid domain character';
}

export function httpUrl(options: BaseOptions<string> = {}): Schema<string, false> {
  return makeSchema(
    options,
    (input, loc, errors) => {
      if (typeof input !== 'string') {
        errors.push(error('url_type', loc, 'URL input should be a string or URL', input));
        return INVALID;
      }
      if (input.length > HTTP_URL_MAX_LENGTH) {
        errors.push(
          error('url_too_long', loc, `URL should have at most ${HTTP_URL_MAX_LENGTH} characters`, input, {
            max_length: HTTP_URL_MAX_LENGTH,
          }),
        );
        return INVALID;
      }
      let url: URL;
      try {
        url = new URL(input);
      } catch {
        const reason = urlParseError(input);
        errors.push(error('url_parsing', loc, `Input should be a valid URL, ${reason}`, input, { error: reason }));
        return INVALID;
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        errors.push(
          error('url_scheme', loc, `URL scheme should be ${HTTP_SCHEMES}`, input, { expected_schemes: HTTP_SCHEMES }),
        );
        return INVALID;
      }
      return input;
    },
    () => ({ type: 'string', format: 'uri', minLength: 1, maxLength: HTTP_URL_MAX_LENGTH }),
  );
}
