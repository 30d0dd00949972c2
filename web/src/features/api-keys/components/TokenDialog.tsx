import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Modal, Typography, type InputRef } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import type { IssuedApiKeyFieldsFragment } from '../../../gql/graphql';
import { TOKEN_TEXTS } from '../constants';
import { curlExample } from '../curl-example';
import '../api-keys.css';

export interface TokenDialogProps {
  /** The key just made or rolled; null keeps the dialog closed. */
  issued: IssuedApiKeyFieldsFragment | null;
  /** A line about what happened besides (a roll: until when the old key works). */
  note?: ReactNode;
  onClose: () => void;
  /** Where partners send requests; this site's own by default. */
  origin?: string;
}

type Copied = 'idle' | 'copied' | 'unavailable';

/**
 * The one time a key's secret is shown: the key with Copy, the warning that it will not be shown
 * again, and a first request with curl. Closing asks nothing: the key stays valid either way.
 */
export function TokenDialog({ issued, note, onClose, origin = window.location.origin }: TokenDialogProps) {
  const [copied, setCopied] = useState<Copied>('idle');
  const input = useRef<InputRef>(null);
  const close = () => {
    setCopied('idle');
    onClose();
  };
  const copy = async (token: string) => {
    try {
      // Absent outside a secure context (plain http on another host), and refused without permission.
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(token);
      setCopied('copied');
    } catch {
      setCopied('unavailable');
      input.current?.select();
    }
  };
  return (
    <Modal
      open={issued !== null}
      title={issued ? `API key: ${issued.key.name}` : 'API key'}
      onCancel={close}
      destroyOnHidden
      mask={{ closable: false }}
      footer={
        <Button type="primary" onClick={close}>
          Done
        </Button>
      }
    >
      {issued && (
        <>
          <Alert type="warning" showIcon title={TOKEN_TEXTS.warning} description={TOKEN_TEXTS.warningDetail} />
          {note && <Typography.Paragraph className="api-key-token__note">{note}</Typography.Paragraph>}
          <div className="api-key-token__value">
            <Input
              ref={input}
              readOnly
              value={issued.token}
              aria-label="API key"
              onFocus={(event) => event.target.select()}
            />
            <Button
              icon={copied === 'copied' ? <CheckOutlined aria-hidden /> : <CopyOutlined aria-hidden />}
              onClick={() => void copy(issued.token)}
            >
              {copied === 'copied' ? 'Copied' : 'Copy'}
            </Button>
          </div>
          <div role="status" className="api-key-token__copied">
            {copied === 'copied' && TOKEN_TEXTS.copied}
            {copied === 'unavailable' && TOKEN_TEXTS.copyFallback}
          </div>
          <figure className="api-key-token__example">
            <figcaption>Try it: your budget, with curl</figcaption>
            <pre className="api-key-token__curl">{curlExample(issued.token, origin)}</pre>
          </figure>
        </>
      )}
    </Modal>
  );
}
