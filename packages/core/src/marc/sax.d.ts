// Minimal typings for the parts of sax (https://github.com/isaacs/sax-js) that Estante uses.
// sax ships no TypeScript declarations.
declare module 'sax' {
  export interface QualifiedAttribute {
    name: string;
    value: string;
    prefix: string;
    local: string;
    uri: string;
  }

  export interface QualifiedTag {
    name: string;
    prefix: string;
    local: string;
    uri: string;
    attributes: { [name: string]: QualifiedAttribute };
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
    onopentag: (tag: QualifiedTag) => void;
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
