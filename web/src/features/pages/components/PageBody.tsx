import { pageBlocks } from '@site/shared';

/** A content page's body as <h2> and <p> elements; the text is rendered as text, never as HTML. */
export function PageBody({ body }: { body: string }) {
  return (
    <div className="page-body">
      {pageBlocks(body).map((block, i) =>
        block.kind === 'heading' ? <h2 key={i}>{block.text}</h2> : <p key={i}>{block.text}</p>,
      )}
    </div>
  );
}
