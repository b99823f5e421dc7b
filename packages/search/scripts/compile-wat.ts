import wabtModule from 'wabt';

/** The binary of a WebAssembly text module (wabt's wat2wasm), validated. */
export async function compileWat(name: string, text: string): Promise<Uint8Array> {
  const wabt = await wabtModule();
  const module = wabt.parseWat(name, text);
  try {
    module.validate();
    return module.toBinary({ write_debug_names: false }).buffer;
  } finally {
    module.destroy();
  }
}
