import MessageOutlined from '@ant-design/icons/es/icons/MessageOutlined';
import { DASHBOARD_LIST_SIZE } from '@elite/contracts/constants';
import type { ContactMessage } from '@elite/contracts/contact';
import { formatInstant, LoadError } from '@elite/web-kit';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { useId } from 'react';
import { messageStrings as strings } from '../../../common/strings';
import { useRecentMessages } from '../api/use-contact-messages';

function MessageItem({ message }: { message: ContactMessage }) {
  const titleId = useId();
  return (
    <article className="mfa-message" aria-labelledby={titleId}>
      <header className="mfa-message-head">
        <h3 id={titleId} className="mfa-message-subject">
          {message.subject.trim() || strings.subjectFallback}
        </h3>
        {/* Spec §4: the dashboard labels every message 'New'. */}
        <Tag className="mfa-new">{strings.new}</Tag>
      </header>
      <p className="mfa-message-sender">
        <span className="elite-visually-hidden">{strings.from}: </span>
        <span className="mfa-message-name">{message.name}</span>{' '}
        <a className="mfa-link" href={`mailto:${message.email}`}>
          {message.email}
        </a>
      </p>
      <p className="mfa-message-text">{message.message}</p>
      <p className="mfa-created">
        <time dateTime={message.createdAt}>{formatInstant(message.createdAt)}</time>
      </p>
    </article>
  );
}

function MessagesBody() {
  const { data, error, isLoading } = useRecentMessages();
  if (isLoading) {
    return (
      <div className="mfa-list-loading" role="status" aria-label={strings.loading}>
        <Skeleton active paragraph={{ rows: 2 }} />
        <Skeleton active paragraph={{ rows: 2 }} />
      </div>
    );
  }
  if (error) return <LoadError className="mfa-load-error" message={strings.failed} />;
  const messages = (data ?? []).slice(0, DASHBOARD_LIST_SIZE);
  if (messages.length === 0) {
    return (
      <p className="mfa-empty">
        <MessageOutlined aria-hidden /> {strings.empty}
      </p>
    );
  }
  return (
    <ul className="mfa-list mfa-messages">
      {messages.map((message) => (
        <li key={message.id}>
          <MessageItem message={message} />
        </li>
      ))}
    </ul>
  );
}

/** The newest 5 contact messages, or 'No messages found.' (docs/product.md §2). */
export function RecentMessages() {
  const headingId = useId();
  return (
    <section className="elite-card mfa-panel mfa-recent-messages" aria-labelledby={headingId}>
      <h2 id={headingId} className="elite-card-title mfa-card-title">
        {strings.title}
      </h2>
      <MessagesBody />
    </section>
  );
}
