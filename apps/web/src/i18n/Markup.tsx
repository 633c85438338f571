// A message with markup tags (`To-go app for <nowrap>real-world</nowrap> contents.`) drawn
// with the elements given for its tags, as react-i18next's <Trans components> draws it
// (Markup.test.tsx compares both on every such message of the public catalogue). Tags do not
// nest in these messages; an unknown tag stays text.
import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';

const TAG = /<(\w+)>(.*?)<\/\1>/g;

export function Markup({
  message,
  components,
}: {
  message: string;
  components: Record<string, ReactElement<{ children?: ReactNode }>>;
}) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of message.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match;
    const element = components[name];
    if (!element) continue;
    parts.push(message.slice(last, match.index));
    parts.push(cloneElement(element, { key: parts.length }, inner));
    last = match.index + whole.length;
  }
  parts.push(message.slice(last));
  return <Fragment>{parts}</Fragment>;
}
