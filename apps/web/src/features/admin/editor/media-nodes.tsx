import {
  DecoratorNode,
  type DOMConversionMap,
  type DOMExportOutput,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from 'lexical';
import type { JSX } from 'react';

type SerializedMedia = Spread<{ src: string; alt?: string }, SerializedLexicalNode>;

/** An image in rule content, exported as a plain <img>. */
export class ImageNode extends DecoratorNode<JSX.Element> {
  __src: string;
  __alt: string;
  static getType() {
    return 'image';
  }
  static clone(node: ImageNode) {
    return new ImageNode(node.__src, node.__alt, node.__key);
  }
  constructor(src: string, alt = '', key?: NodeKey) {
    super(key);
    this.__src = src;
    this.__alt = alt;
  }
  static importJSON(json: SerializedMedia) {
    return new ImageNode(json.src, json.alt ?? '');
  }
  exportJSON(): SerializedMedia {
    return { ...super.exportJSON(), type: 'image', version: 1, src: this.__src, alt: this.__alt };
  }
  static importDOM(): DOMConversionMap {
    return {
      img: () => ({
        conversion: (el) => ({
          node: new ImageNode((el as HTMLImageElement).getAttribute('src') ?? '', (el as HTMLImageElement).alt),
        }),
        priority: 0,
      }),
    };
  }
  exportDOM(): DOMExportOutput {
    const img = document.createElement('img');
    img.setAttribute('src', this.__src);
    img.setAttribute('alt', this.__alt);
    return { element: img };
  }
  createDOM() {
    return document.createElement('span');
  }
  updateDOM() {
    return false;
  }
  decorate() {
    return <img src={this.__src} alt={this.__alt} className="my-2 max-h-64 max-w-full" />;
  }
}

/** A YouTube or Vimeo embed, exported as an <iframe> the server keeps only for those hosts. */
export class VideoNode extends DecoratorNode<JSX.Element> {
  __src: string;
  static getType() {
    return 'video-embed';
  }
  static clone(node: VideoNode) {
    return new VideoNode(node.__src, node.__key);
  }
  constructor(src: string, key?: NodeKey) {
    super(key);
    this.__src = src;
  }
  static importJSON(json: SerializedMedia) {
    return new VideoNode(json.src);
  }
  exportJSON(): SerializedMedia {
    return { ...super.exportJSON(), type: 'video-embed', version: 1, src: this.__src };
  }
  static importDOM(): DOMConversionMap {
    return {
      iframe: () => ({
        conversion: (el) => ({ node: new VideoNode((el as HTMLIFrameElement).getAttribute('src') ?? '') }),
        priority: 0,
      }),
    };
  }
  exportDOM(): DOMExportOutput {
    const frame = document.createElement('iframe');
    frame.setAttribute('src', this.__src);
    frame.setAttribute('width', '560');
    frame.setAttribute('height', '315');
    frame.setAttribute('allowfullscreen', 'true');
    return { element: frame };
  }
  createDOM() {
    const div = document.createElement('div');
    return div;
  }
  updateDOM() {
    return false;
  }
  decorate() {
    return <iframe src={this.__src} title="Vidéo" className="my-2 aspect-video w-full max-w-xl" allowFullScreen />;
  }
}

export const $createImageNode = (src: string, alt = '') => new ImageNode(src, alt);
export const $createVideoNode = (src: string) => new VideoNode(src);
export const $isMediaNode = (n: LexicalNode | null | undefined) => n instanceof ImageNode || n instanceof VideoNode;
