'use client';
/**
 * A small rich-text editor for the description: bold, italic, bulleted and numbered lists. The
 * browser's editing commands write the markup; pasted content arrives as plain text, so foreign
 * styles and scripts never enter. The HTML is sanitised again by the backend before it is stored.
 */
import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';

const TOOLS = [
  ['bold', 'B', 'Chữ đậm'],
  ['italic', 'I', 'Chữ nghiêng'],
  ['insertUnorderedList', '•', 'Danh sách dấu chấm'],
  ['insertOrderedList', '1.', 'Danh sách đánh số'],
] as const;

export function RichTextEditor({ id, value, onChange, invalid }: { id: string; value: string; onChange: (html: string) => void; invalid: boolean }) {
  const editor = useRef<HTMLDivElement>(null);

  // The editor owns its DOM while the member types; outside changes (a resumed draft) are written in.
  useEffect(() => {
    const element = editor.current;
    if (element && element.innerHTML !== value) element.innerHTML = value;
  }, [value]);

  const run = (command: (typeof TOOLS)[number][0]) => {
    editor.current?.focus();
    document.execCommand(command);
    onChange(editor.current?.innerHTML ?? '');
  };

  return (
    <div className={frame} data-invalid={invalid ? 'true' : undefined}>
      <div className={toolbar} role="toolbar" aria-label="Định dạng mô tả">
        {TOOLS.map(([command, label, title]) => (
          <button key={command} type="button" className={tool} title={title} aria-label={title} onMouseDown={(event) => event.preventDefault()} onClick={() => run(command)}>
            {label}
          </button>
        ))}
      </div>
      <div
        ref={editor}
        id={id}
        className={area}
        contentEditable
        role="textbox"
        aria-multiline="true"
        aria-label="Mô tả"
        aria-invalid={invalid || undefined}
        suppressContentEditableWarning
        onInput={(event) => onChange(event.currentTarget.innerHTML)}
        onPaste={(event) => {
          event.preventDefault();
          document.execCommand('insertText', false, event.clipboardData.getData('text/plain'));
        }}
      />
    </div>
  );
}

const frame = css({ borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md', overflow: 'hidden', '&[data-invalid=true]': { borderColor: 'red.600' } });
const toolbar = css({ display: 'flex', gap: '1', p: '1', bg: 'bg.canvas', borderBottomWidth: '1px', borderColor: 'border.default' });
const tool = css({ minW: '8', h: '8', px: '2', borderRadius: 'sm', fontWeight: 'bold', cursor: 'pointer', _hover: { bg: 'bg.muted' } });
const area = css({
  minH: '40',
  maxH: '96',
  overflowY: 'auto',
  p: '3',
  fontSize: 'md',
  lineHeight: '1.6',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' },
  '& ul': { listStyleType: 'disc', pl: '6' },
  '& ol': { listStyleType: 'decimal', pl: '6' },
});
