import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { AutoLinkNode, LinkNode } from '@lexical/link';
import { $isListItemNode, ListItemNode, ListNode } from '@lexical/list';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { TabIndentationPlugin } from '@lexical/react/LexicalTabIndentationPlugin';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { $createParagraphNode, $getRoot, $insertNodes, type ElementNode, type LexicalEditor } from 'lexical';
import { isAllowedLink } from './embed-url';
import { ImageNode, VideoNode } from './media-nodes';
import { Toolbar } from './Toolbar';

const theme = {
  heading: { h2: 'text-lg font-bold', h3: 'font-semibold' },
  // The wrapper item of a nested list keeps an 'editor-' class through the server's sanitizer, so
  // the public page can hide its bullet too (ui/RichHtml): what is stored looks as it was written.
  list: { ul: 'list-disc pl-6', ol: 'list-decimal pl-6', nested: { listitem: 'editor-nested-listitem list-none' } },
  link: 'text-sky-800 underline',
  text: { bold: 'font-bold', italic: 'italic', underline: 'underline' },
};

// Indent levels 1 to 8 (spec section 5). A paragraph's first indent is level 1, so it takes indents 1
// to 8; a list item is at level 1 unindented, so it nests at most 7 times (eight lists).
const $canIndent = (block: ElementNode) => block.canIndent() && block.getIndent() < ($isListItemNode(block) ? 7 : 8);

function loadHtml(html: string) {
  return (editor: LexicalEditor) => {
    // An empty editor still needs a paragraph, or the first heading or list click has no block to change.
    if (!html) {
      $getRoot().append($createParagraphNode());
      return;
    }
    const dom = new DOMParser().parseFromString(html, 'text/html');
    const nodes = $generateNodesFromDOM(editor, dom);
    $getRoot().clear().select();
    $insertNodes(nodes);
  };
}

interface Props {
  initialHtml: string;
  onChange: (html: string) => void;
  label: string;
  /** As Field wires its controls: the error's id, and whether the content is required or in error. */
  describedBy?: string | undefined;
  invalid?: boolean | undefined;
  required?: boolean | undefined;
}

/** The rules editor: what it stores is HTML the server sanitizes and the public page shows. */
export default function RichTextEditor({ initialHtml, onChange, label, describedBy, invalid, required }: Props) {
  return (
    <LexicalComposer
      initialConfig={{
        namespace: 'rules',
        theme,
        nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, AutoLinkNode, ImageNode, VideoNode],
        onError: (error) => console.error(error),
        editorState: loadHtml(initialHtml),
      }}
    >
      <div className="mt-1 overflow-hidden rounded-md border border-slate-300 bg-white">
        <Toolbar />
        <div className="relative">
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                aria-label={label}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                aria-required={required || undefined}
                className="min-h-40 space-y-2 px-3 py-2 text-sm text-slate-900 outline-none"
                data-testid="rich-editor"
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
      </div>
      <HistoryPlugin />
      <ListPlugin />
      <LinkPlugin validateUrl={isAllowedLink} />
      {/* Lexical indents only while the new indent stays below maxIndent: 9 lets $canIndent decide. */}
      <TabIndentationPlugin maxIndent={9} $canIndent={$canIndent} />
      <OnChangePlugin
        ignoreSelectionChange
        onChange={(_state, editor) => editor.read(() => onChange($generateHtmlFromNodes(editor, null)))}
      />
    </LexicalComposer>
  );
}
