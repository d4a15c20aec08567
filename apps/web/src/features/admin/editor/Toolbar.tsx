import { TOGGLE_LINK_COMMAND } from '@lexical/link';
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND } from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $createHeadingNode, type HeadingTagType } from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import {
  $createParagraphNode,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  FORMAT_TEXT_COMMAND,
  INDENT_CONTENT_COMMAND,
  OUTDENT_CONTENT_COMMAND,
} from 'lexical';
import {
  Bold,
  Heading2,
  Heading3,
  Image as ImageIcon,
  ImagePlus,
  Indent,
  Italic,
  Link,
  List,
  ListOrdered,
  Outdent,
  Pilcrow,
  Underline,
  Video,
} from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { EDITOR_IMAGE_MAX_BYTES, EDITOR_IMAGE_TYPES, isAllowedImageSrc, isAllowedLink, toEmbedUrl } from './embed-url';
import { $createImageNode, $createVideoNode } from './media-nodes';

const Btn = ({
  label,
  onClick,
  pressed,
  children,
}: {
  label: string;
  onClick: () => void;
  pressed?: boolean;
  children: ReactNode;
}) => (
  <button
    type="button"
    onMouseDown={(e) => e.preventDefault()}
    onClick={onClick}
    aria-label={label}
    aria-pressed={pressed}
    title={label}
    className={`rounded p-1.5 text-slate-800 hover:bg-slate-200 ${pressed ? 'bg-sky-100 text-sky-900' : ''}`}
  >
    {children}
  </button>
);

type Format = 'bold' | 'italic' | 'underline';

export function Toolbar() {
  const [editor] = useLexicalComposerContext();
  // Bold, italic and underline show whether the selection carries them.
  const [formats, setFormats] = useState<Record<Format, boolean>>({ bold: false, italic: false, underline: false });
  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) =>
        editorState.read(() => {
          const selection = $getSelection();
          if ($isRangeSelection(selection))
            setFormats({
              bold: selection.hasFormat('bold'),
              italic: selection.hasFormat('italic'),
              underline: selection.hasFormat('underline'),
            });
        }),
      ),
    [editor],
  );
  const block = (tag: HeadingTagType | 'p') =>
    editor.update(() => {
      const selection = $getSelection();
      if ($isRangeSelection(selection))
        $setBlocksType(selection, () => (tag === 'p' ? $createParagraphNode() : $createHeadingNode(tag)));
    });
  const addLink = () => {
    const url = window.prompt('Adresse du lien (http, https, mailto, tel) ; vide pour retirer le lien');
    if (url === null) return;
    if (url.trim() === '') {
      editor.dispatchCommand(TOGGLE_LINK_COMMAND, null);
      return;
    }
    if (!isAllowedLink(url)) {
      window.alert('Lien non autorisé : http, https, mailto ou tel uniquement');
      return;
    }
    editor.dispatchCommand(TOGGLE_LINK_COMMAND, url.trim());
  };
  const addVideo = () => {
    const url = window.prompt('Lien YouTube ou Vimeo');
    if (!url) return;
    const embed = toEmbedUrl(url);
    if (!embed) {
      window.alert('Seules les vidéos YouTube et Vimeo sont acceptées');
      return;
    }
    editor.update(() => $insertNodes([$createVideoNode(embed)]));
  };
  const addImage = () => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = EDITOR_IMAGE_TYPES.join(',');
    input.onchange = () => {
      const file = input.files?.[0];
      if (!file) return;
      if (!EDITOR_IMAGE_TYPES.includes(file.type)) {
        window.alert('Type de fichier non autorisé');
        return;
      }
      // The image is stored inside the rule's HTML (a data: address), which has a size limit.
      if (file.size > EDITOR_IMAGE_MAX_BYTES) {
        window.alert(
          `Image trop volumineuse pour être intégrée au texte (${EDITOR_IMAGE_MAX_BYTES / 1024} Ko maximum)`,
        );
        return;
      }
      const reader = new FileReader();
      reader.onload = () => editor.update(() => $insertNodes([$createImageNode(String(reader.result), file.name)]));
      reader.readAsDataURL(file);
    };
    input.click();
  };
  const addImageUrl = () => {
    const url = window.prompt("Adresse de l'image (http ou https)");
    if (!url) return;
    if (!isAllowedImageSrc(url.trim())) {
      window.alert("Adresse d'image non autorisée : http ou https uniquement");
      return;
    }
    editor.update(() => $insertNodes([$createImageNode(url.trim())]));
  };
  return (
    <div
      role="toolbar"
      aria-label="Mise en forme"
      className="flex flex-wrap gap-0.5 border-b border-slate-200 bg-slate-50 p-1"
    >
      <Btn label="Gras" pressed={formats.bold} onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')}>
        <Bold aria-hidden="true" className="h-4 w-4" />
      </Btn>
      <Btn
        label="Italique"
        pressed={formats.italic}
        onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')}
      >
        <Italic aria-hidden="true" className="h-4 w-4" />
      </Btn>
      <Btn
        label="Souligné"
        pressed={formats.underline}
        onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'underline')}
      >
        <Underline aria-hidden="true" className="h-4 w-4" />
      </Btn>
      <Btn label="Paragraphe" onClick={() => block('p')}>
        <Pilcrow aria-hidden="true" className="h-4 w-4" />
      </Btn>
      <Btn label="Titre 2" onClick={() => block('h2')}>
        <Heading2 aria-hidden="true" className="h-4 w-4" />
      </Btn>
      <Btn label="Titre 3" onClick={() => block('h3')}>
        <Heading3 aria-hidden="true" className="h-4 w-4" />
      </Btn>
      <Btn label="Liste à puces" onClick={() => editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined)}>
        <List aria-hidden="true" className="h-4 w-4" />
      </Btn>
      <Btn label="Liste numérotée" onClick={() => editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined)}>
        <ListOrdered aria-hidden="true" className="h-4 w-4" />
      </Btn>
      <Btn label="Augmenter le retrait" onClick={() => editor.dispatchCommand(INDENT_CONTENT_COMMAND, undefined)}>
        <Indent aria-hidden="true" className="h-4 w-4" />
      </Btn>
      <Btn label="Diminuer le retrait" onClick={() => editor.dispatchCommand(OUTDENT_CONTENT_COMMAND, undefined)}>
        <Outdent aria-hidden="true" className="h-4 w-4" />
      </Btn>
      <Btn label="Lien" onClick={addLink}>
        <Link aria-hidden="true" className="h-4 w-4" />
      </Btn>
      <Btn label="Image (fichier)" onClick={addImage}>
        <ImagePlus aria-hidden="true" className="h-4 w-4" />
      </Btn>
      <Btn label="Image (adresse)" onClick={addImageUrl}>
        <ImageIcon aria-hidden="true" className="h-4 w-4" />
      </Btn>
      <Btn label="Vidéo" onClick={addVideo}>
        <Video aria-hidden="true" className="h-4 w-4" />
      </Btn>
    </div>
  );
}
