import { API_PREFIX } from './paths.ts';

/**
 * The script GraphiQL's page loads before GraphiQL itself (src/http/graphiql.ts adds it), so that
 * a browser without a credential is offered to sign in, with the console's cookie session, or to
 * paste an API key, instead of GraphiQL's "Error fetching schema". GraphiQL is rendered only once
 * a credential is there, so its introspection (the Docs) carries it.
 *
 * Plain browser JavaScript in a string: yoga's page takes its options as JSON (no function, so no
 * custom fetcher), and the service's build compiles TypeScript only. It wraps `fetch` before
 * GraphiQL's bundle captures it: requests to this endpoint without an Authorization header (or
 * with the placeholder of the headers editor) get the signed-in credential, and a 401 under a
 * cookie session refreshes once and retries. An Authorization typed into the headers editor wins.
 */
export const SIGN_IN_SCRIPT = `(function () {
  'use strict';
  var SESSION = '${API_PREFIX}/auth/session';
  var CONSOLE = { 'X-Requested-With': 'compliance-console' };
  var endpoint = location.pathname;
  var realFetch = window.fetch.bind(window);
  var credential = null;
  var session = false;
  var refreshing = null;
  var timer = null;

  function keep(token, expiresIn) {
    credential = 'Bearer ' + token;
    session = true;
    clearTimeout(timer);
    // A minute early, so a query never leaves with a token about to expire.
    timer = setTimeout(refresh, Math.max(expiresIn - 60, 10) * 1000);
  }

  function refresh() {
    if (!refreshing) {
      refreshing = realFetch(SESSION + '/refresh', { method: 'POST', headers: CONSOLE, credentials: 'same-origin' })
        .then(function (response) {
          return response.ok ? response.json() : null;
        })
        .then(function (body) {
          if (body) keep(body.accessToken, body.expiresIn);
          return !!body;
        })
        .catch(function () {
          return false;
        })
        .finally(function () {
          refreshing = null;
        });
    }
    return refreshing;
  }

  function ours(input) {
    var url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url, location.href);
    return url.origin === location.origin && url.pathname === endpoint;
  }

  window.fetch = function (input, init) {
    if (!credential || !ours(input)) return realFetch(input, init);
    var headers = new Headers((init && init.headers) || (input instanceof Request ? input.headers : undefined));
    var given = headers.get('Authorization');
    if (given && !/<[^>]*>/.test(given)) return realFetch(input, init);
    var send = function () {
      headers.set('Authorization', credential);
      return realFetch(input, Object.assign({}, init, { headers: headers }));
    };
    return send().then(function (response) {
      if (response.status !== 401 || !session) return response;
      return refresh().then(function (ok) {
        return ok ? send() : response;
      });
    });
  };

  /** Whether GraphiQL's stored headers already carry a real Authorization (not the placeholder). */
  function storedCredential() {
    try {
      return ['graphiql:headers', 'graphiql:tabState'].some(function (key) {
        return /Authorization[^,}]*Bearer [^<\\s"\\\\]/.test(localStorage.getItem(key) || '');
      });
    } catch (error) {
      return false;
    }
  }

  function element(tag, attributes, children) {
    var node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (name) {
      node.setAttribute(name, attributes[name]);
    });
    (children || []).forEach(function (child) {
      node.append(child);
    });
    return node;
  }

  function field(label, attributes) {
    var input = element('input', attributes);
    input.style.cssText = 'display:block;width:100%;margin:4px 0 12px;padding:6px;font:inherit;box-sizing:border-box';
    return [element('label', { for: attributes.id }, [label]), input];
  }

  function form(onDone) {
    var status = element('p', { role: 'alert', id: 'cg-sign-in-status' });
    var signIn = element('form', { id: 'cg-sign-in', 'aria-label': 'Sign in' }, [
      element('h1', {}, ['Sign in to explore the graph']),
      ...field('Email', { id: 'cg-email', type: 'email', autocomplete: 'username', required: '' }),
      ...field('Password', { id: 'cg-password', type: 'password', autocomplete: 'current-password', required: '' }),
      ...field('MFA code (once MFA is enrolled)', { id: 'cg-otp', inputmode: 'numeric', autocomplete: 'one-time-code' }),
      element('button', { type: 'submit' }, ['Sign in']),
    ]);
    var useKey = element('form', { id: 'cg-api-key', 'aria-label': 'Use an API key' }, [
      element('h2', {}, ['Or use an API key']),
      ...field('API key', { id: 'cg-key', autocomplete: 'off', required: '' }),
      element('button', { type: 'submit' }, ['Use this key']),
    ]);
    var panel = element('main', {}, [signIn, useKey, status]);
    panel.style.cssText = 'max-width:360px;margin:10vh auto;font:15px/1.4 system-ui,sans-serif';
    document.body.prepend(panel);
    signIn.addEventListener('submit', function (event) {
      event.preventDefault();
      var otp = document.getElementById('cg-otp').value.trim();
      var body = { email: document.getElementById('cg-email').value, password: document.getElementById('cg-password').value };
      if (otp) body.otp = otp;
      status.textContent = 'Signing in…';
      realFetch(SESSION, {
        method: 'POST',
        headers: Object.assign({ 'Content-Type': 'application/json' }, CONSOLE),
        credentials: 'same-origin',
        body: JSON.stringify(body),
      })
        .then(function (response) {
          return response.json().then(function (answer) {
            if (!response.ok) throw new Error(typeof answer.detail === 'string' ? answer.detail : 'Check the fields');
            keep(answer.accessToken, answer.expiresIn);
            panel.remove();
            onDone(null);
          });
        })
        .catch(function (error) {
          status.textContent = error.message;
        });
    });
    useKey.addEventListener('submit', function (event) {
      event.preventDefault();
      credential = 'Bearer ' + document.getElementById('cg-key').value.trim();
      panel.remove();
      onDone(credential);
    });
  }

  /** Signing out ends the cookie's session (the console's too) and starts over. */
  function signOutButton() {
    var button = element('button', { type: 'button', id: 'cg-sign-out' }, ['Sign out']);
    button.style.cssText = 'position:fixed;right:12px;bottom:12px;z-index:10;padding:4px 10px;font:13px system-ui,sans-serif';
    button.addEventListener('click', function () {
      realFetch(SESSION, { method: 'DELETE', headers: CONSOLE, credentials: 'same-origin' }).finally(function () {
        location.reload();
      });
    });
    document.body.append(button);
  }

  /** Called by the page instead of YogaGraphiQL.renderYogaGraphiQL: renders once a credential is there. */
  window.complianceGraphiQL = {
    render: function (renderYogaGraphiQL, root, options) {
      if (storedCredential()) return renderYogaGraphiQL(root, options);
      refresh().then(function (restored) {
        if (restored) {
          signOutButton();
          return renderYogaGraphiQL(root, options);
        }
        form(function (key) {
          if (!key) signOutButton();
          // A pasted key shows in the headers editor (and is kept there, as GraphiQL keeps headers).
          var shown = key ? JSON.stringify({ Authorization: key }, null, 2) : '{}';
          renderYogaGraphiQL(root, Object.assign({}, options, { headers: shown }));
        });
      });
    },
  };
})();
`;
