import type { MessageContent } from '../../domain/notifications.ts';
import { html } from '../reports/client-report.ts';

/**
 * One message model (src/domain/notifications.ts), rendered for each channel in its own documented
 * format: plain text and HTML for email, an Adaptive Card for a Microsoft Teams incoming webhook
 * (`{type: "message", attachments: [{contentType: "application/vnd.microsoft.card.adaptive",
 * content}]}`), Block Kit for a Slack incoming webhook (`{text, blocks}`, `text` the fallback shown
 * in notifications). Slack caps a message at 50 blocks and a section's text at 3,000 characters,
 * so long digests are cut with a line saying how many more there are.
 */

const SLACK_SECTION_MAX = 3_000;
const SLACK_HEADER_MAX = 150;
/** Items shown in one chat message; the rest are counted. */
const CHAT_ITEMS_MAX = 40;

const clip = (text: string, max: number) =>
  [...text].length <= max ? text : `${[...text].slice(0, max - 1).join('')}…`;

export function emailText(content: MessageContent, unsubscribeUrl: string | null): string {
  const items = content.items.map((item) => [`* ${item.title}`, ...item.lines.map((line) => `  ${line}`)].join('\n'));
  return [
    content.title,
    '',
    ...items,
    '',
    ...(content.link ? [`Open the console: ${content.link}`] : []),
    ...(unsubscribeUrl ? [`Stop these emails: ${unsubscribeUrl}`] : []),
  ].join('\n');
}

export function emailHtml(content: MessageContent, unsubscribeUrl: string | null): string {
  const items = content.items
    .map(
      (item) =>
        `<li><strong>${html(item.title)}</strong>${item.lines.length ? `<br>${item.lines.map(html).join('<br>')}` : ''}</li>`,
    )
    .join('');
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${html(content.title)}</title></head>
<body style="font:14px/1.45 system-ui,sans-serif;color:#1a1a1a"><h1 style="font-size:1.2rem">${html(content.title)}</h1>
<ul>${items}</ul>
${content.link ? `<p><a href="${html(content.link)}">Open the console</a></p>` : ''}
${unsubscribeUrl ? `<p style="color:#555;font-size:12px"><a href="${html(unsubscribeUrl)}">Stop these emails</a></p>` : ''}
</body></html>`;
}

function shownItems(content: MessageContent) {
  const shown = content.items.slice(0, CHAT_ITEMS_MAX);
  const more = content.items.length - shown.length;
  return { shown, more };
}

/** A Teams incoming webhook's message: one Adaptive Card (schema 1.4). */
export function teamsPayload(content: MessageContent): object {
  const { shown, more } = shownItems(content);
  const body: object[] = [
    { type: 'TextBlock', text: content.title, size: 'Large', weight: 'Bolder', wrap: true },
    ...shown.flatMap((item) => [
      { type: 'TextBlock', text: item.title, weight: 'Bolder', wrap: true, spacing: 'Medium' },
      ...(item.lines.length
        ? [{ type: 'TextBlock', text: item.lines.join('\n\n'), wrap: true, spacing: 'Small' }]
        : []),
    ]),
    ...(more > 0 ? [{ type: 'TextBlock', text: `and ${more} more`, isSubtle: true, wrap: true }] : []),
  ];
  const actions = content.link ? [{ type: 'Action.OpenUrl', title: 'Open the console', url: content.link }] : [];
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body,
          ...(actions.length ? { actions } : {}),
        },
      },
    ],
  };
}

/** Slack's mrkdwn escapes only these three characters. */
const slackText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A Slack incoming webhook's message: a header, one section per item, the console link in a context block. */
export function slackPayload(content: MessageContent): object {
  const { shown, more } = shownItems(content);
  const blocks: object[] = [
    { type: 'header', text: { type: 'plain_text', text: clip(content.title, SLACK_HEADER_MAX) } },
    ...shown.map((item) => ({
      type: 'section',
      text: {
        type: 'mrkdwn',
        text: clip([`*${slackText(item.title)}*`, ...item.lines.map(slackText)].join('\n'), SLACK_SECTION_MAX),
      },
    })),
    ...(more > 0 ? [{ type: 'context', elements: [{ type: 'mrkdwn', text: `and ${more} more` }] }] : []),
    ...(content.link
      ? [{ type: 'context', elements: [{ type: 'mrkdwn', text: `<${content.link}|Open the console>` }] }]
      : []),
  ];
  const fallback =
    content.items.length === 1 ? content.items[0]!.title : `${content.title}: ${content.items.length} changes`;
  return { text: fallback, blocks };
}
