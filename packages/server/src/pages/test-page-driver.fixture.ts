/**
 * A page object for the hosted test pages, as a shopper's browser sees them: what the page
 * says, which buttons it offers, and what pressing one does. For tests (and anyone scripting
 * a test-mode payment over HTTP).
 */
export interface TestPage {
  status: number;
  html: string;
  heading: string | null;
  buttons: string[];
  /** Presses a button by its label ("Complete", "Authorize", "Fail"). */
  press(label: string): Promise<TestPageAnswer>;
}

export interface TestPageAnswer {
  status: number;
  /** Where the shopper is sent next (the merchant's return_url), if anywhere. */
  location: string | null;
  html: string;
}

function decode(text: string): string {
  return text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

export async function openTestPage(url: string): Promise<TestPage> {
  const response = await fetch(url);
  const html = await response.text();
  const heading = /<h1>([^<]*)<\/h1>/.exec(html)?.[1];
  const action = /<form method="post" action="([^"]*)">/.exec(html)?.[1];
  const token = /<input type="hidden" name="token" value="([^"]*)">/.exec(html)?.[1];
  const buttons = [...html.matchAll(/<button[^>]*value="([^"]*)"[^>]*>([^<]*)<\/button>/g)].map((m) => ({
    value: decode(m[1]!),
    label: decode(m[2]!),
  }));
  return {
    status: response.status,
    html,
    heading: heading === undefined ? null : decode(heading),
    buttons: buttons.map((b) => b.label),
    async press(label) {
      const button = buttons.find((b) => b.label === label);
      if (!button || action === undefined || token === undefined)
        throw new Error(`no button "${label}" on ${url}`);
      const answer = await fetch(new URL(decode(action), url), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: decode(token), outcome: button.value }).toString(),
        redirect: 'manual',
      });
      return { status: answer.status, location: answer.headers.get('location'), html: await answer.text() };
    },
  };
}
