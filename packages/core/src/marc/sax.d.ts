// Minimal typings for the parts of sax (https://github.com/isaacs/sax-js) that Estante uses.
// sax ships no TypeScript declarations.
declare module 'sax' {
  /** An element as sax reports it when not in xmlns mode: qualified name, attribute values by name. */
  export interface Tag {
    name: string;
    attributes: { [name: string]: string };
    isSelfClosing: boolean;
  }

  export interface SAXOptions {
    xmlns?: boolean;
    position?: boolean;
    trim?: boolean;
    normalize?: boolean;
    lowercase?: boolean;
  }

  export interface SAXParser {
    line: number;
    column: number;
    error: Error | null;
    onopentag: (tag: Tag) => void;
    onclosetag: (name: string) => void;
    ontext: (text: string) => void;
    oncdata: (cdata: string) => void;
    onerror: (error: Error) => void;
    write(chunk: string): SAXParser;
    close(): SAXParser;
    resume(): SAXParser;
  }

  const sax: {
    parser(strict: boolean, options?: SAXOptions): SAXParser;
  };
  export default sax;
}
