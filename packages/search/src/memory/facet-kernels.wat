;; The facet counting loops of facet-slots.ts in WebAssembly (see facet-kernels.ts for why). After editing, run
;; `npm run build:wasm -w packages/search`, which writes facet-kernels.wasm.ts; a test checks that the two agree.
;;
;; All arguments are byte offsets into the module's memory: a match set's words (`words`, `wordCount` of them),
;; the records' group words (u32), their value cells (u16, 4 or 8 per record) and the table of counts (u32).
;; A record's ordinal is its bit's position in the set: word * 32 + the bit's index. The additions are written out
;; for each cell: V8 did not inline a function per cell, and the calls made the loop 1.7x slower.
(module
  (memory (export "memory") 0)

  ;; For each member of the set: its three group codes and its 4 value cells.
  (func (export "countStride4")
    (param $words i32) (param $wordCount i32) (param $groupWords i32) (param $cells i32) (param $table i32)
    (local $w i32) (local $bits i32) (local $ordinal i32) (local $word i32) (local $first i32) (local $at i32)
    (block $done
      (loop $nextWord
        (br_if $done (i32.ge_u (local.get $w) (local.get $wordCount)))
        (local.set $bits (i32.load (i32.add (local.get $words) (i32.shl (local.get $w) (i32.const 2)))))
        (block $wordDone
          (loop $nextBit
            (br_if $wordDone (i32.eqz (local.get $bits)))
            (local.set $ordinal (i32.add (i32.shl (local.get $w) (i32.const 5)) (i32.ctz (local.get $bits))))
            (local.set $bits (i32.and (local.get $bits) (i32.sub (local.get $bits) (i32.const 1))))
            ;; The group codes at the fixed places of facet-slots.ts's SLOTS: bits 0-11 at cell 0 +, bits 12-23 at
            ;; cell 4096 +, bits 24-31 at cell 8192 +.
            (local.set $word (i32.load (i32.add (local.get $groupWords) (i32.shl (local.get $ordinal) (i32.const 2)))))
            (local.set $at (i32.add (local.get $table)
              (i32.shl (i32.and (local.get $word) (i32.const 0xfff)) (i32.const 2))))
            (i32.store (local.get $at) (i32.add (i32.load (local.get $at)) (i32.const 1)))
            (local.set $at (i32.add (local.get $table)
              (i32.shl (i32.add (i32.const 4096) (i32.and (i32.shr_u (local.get $word) (i32.const 12)) (i32.const 0xfff)))
                (i32.const 2))))
            (i32.store (local.get $at) (i32.add (i32.load (local.get $at)) (i32.const 1)))
            (local.set $at (i32.add (local.get $table)
              (i32.shl (i32.add (i32.const 8192) (i32.shr_u (local.get $word) (i32.const 24))) (i32.const 2))))
            (i32.store (local.get $at) (i32.add (i32.load (local.get $at)) (i32.const 1)))
            ;; The value cells (u16 cell numbers) of the record.
            (local.set $first (i32.add (local.get $cells) (i32.shl (local.get $ordinal) (i32.const 3))))
            (local.set $at (i32.add (local.get $table) (i32.shl (i32.load16_u (local.get $first)) (i32.const 2))))
            (i32.store (local.get $at) (i32.add (i32.load (local.get $at)) (i32.const 1)))
            (local.set $at (i32.add (local.get $table) (i32.shl (i32.load16_u offset=2 (local.get $first)) (i32.const 2))))
            (i32.store (local.get $at) (i32.add (i32.load (local.get $at)) (i32.const 1)))
            (local.set $at (i32.add (local.get $table) (i32.shl (i32.load16_u offset=4 (local.get $first)) (i32.const 2))))
            (i32.store (local.get $at) (i32.add (i32.load (local.get $at)) (i32.const 1)))
            (local.set $at (i32.add (local.get $table) (i32.shl (i32.load16_u offset=6 (local.get $first)) (i32.const 2))))
            (i32.store (local.get $at) (i32.add (i32.load (local.get $at)) (i32.const 1)))
            (br $nextBit)))
        (local.set $w (i32.add (local.get $w) (i32.const 1)))
        (br $nextWord))))

  ;; For each member of the set: its three group codes and its 8 value cells.
  (func (export "countStride8")
    (param $words i32) (param $wordCount i32) (param $groupWords i32) (param $cells i32) (param $table i32)
    (local $w i32) (local $bits i32) (local $ordinal i32) (local $word i32) (local $first i32) (local $at i32)
    (block $done
      (loop $nextWord
        (br_if $done (i32.ge_u (local.get $w) (local.get $wordCount)))
        (local.set $bits (i32.load (i32.add (local.get $words) (i32.shl (local.get $w) (i32.const 2)))))
        (block $wordDone
          (loop $nextBit
            (br_if $wordDone (i32.eqz (local.get $bits)))
            (local.set $ordinal (i32.add (i32.shl (local.get $w) (i32.const 5)) (i32.ctz (local.get $bits))))
            (local.set $bits (i32.and (local.get $bits) (i32.sub (local.get $bits) (i32.const 1))))
            ;; The group codes at the fixed places of facet-slots.ts's SLOTS: bits 0-11 at cell 0 +, bits 12-23 at
            ;; cell 4096 +, bits 24-31 at cell 8192 +.
            (local.set $word (i32.load (i32.add (local.get $groupWords) (i32.shl (local.get $ordinal) (i32.const 2)))))
            (local.set $at (i32.add (local.get $table)
              (i32.shl (i32.and (local.get $word) (i32.const 0xfff)) (i32.const 2))))
            (i32.store (local.get $at) (i32.add (i32.load (local.get $at)) (i32.const 1)))
            (local.set $at (i32.add (local.get $table)
              (i32.shl (i32.add (i32.const 4096) (i32.and (i32.shr_u (local.get $word) (i32.const 12)) (i32.const 0xfff)))
                (i32.const 2))))
            (i32.store (local.get $at) (i32.add (i32.load (local.get $at)) (i32.const 1)))
            (local.set $at (i32.add (local.get $table)
              (i32.shl (i32.add (i32.const 8192) (i32.shr_u (local.get $word) (i32.const 24))) (i32.const 2))))
            (i32.store (local.get $at) (i32.add (i32.load (local.get $at)) (i32.const 1)))
            ;; The value cells (u16 cell numbers) of the record.
            (local.set $first (i32.add (local.get $cells) (i32.shl (local.get $ordinal) (i32.const 4))))
            (local.set $at (i32.add (local.get $table) (i32.shl (i32.load16_u (local.get $first)) (i32.const 2))))
            (i32.store (local.get $at) (i32.add (i32.load (local.get $at)) (i32.const 1)))
            (local.set $at (i32.add (local.get $table) (i32.shl (i32.load16_u offset=2 (local.get $first)) (i32.const 2))))
            (i32.store (local.get $at) (i32.add (i32.load (local.get $at)) (i32.const 1)))
            (local.set $at (i32.add (local.get $table) (i32.shl (i32.load16_u offset=4 (local.get $first)) (i32.const 2))))
            (i32.store (local.get $at) (i32.add (i32.load (local.get $at)) (i32.const 1)))
            (local.set $at (i32.add (local.get $table) (i32.shl (i32.load16_u offset=6 (local.get $first)) (i32.const 2))))
            (i32.store (local.get $at) (i32.add (i32.load (local.get $at)) (i32.const 1)))
            (local.set $at (i32.add (local.get $table) (i32.shl (i32.load16_u offset=8 (local.get $first)) (i32.const 2))))
            (i32.store (local.get $at) (i32.add (i32.load (local.get $at)) (i32.const 1)))
            (local.set $at (i32.add (local.get $table) (i32.shl (i32.load16_u offset=10 (local.get $first)) (i32.const 2))))
            (i32.store (local.get $at) (i32.add (i32.load (local.get $at)) (i32.const 1)))
            (local.set $at (i32.add (local.get $table) (i32.shl (i32.load16_u offset=12 (local.get $first)) (i32.const 2))))
            (i32.store (local.get $at) (i32.add (i32.load (local.get $at)) (i32.const 1)))
            (local.set $at (i32.add (local.get $table) (i32.shl (i32.load16_u offset=14 (local.get $first)) (i32.const 2))))
            (i32.store (local.get $at) (i32.add (i32.load (local.get $at)) (i32.const 1)))
            (br $nextBit)))
        (local.set $w (i32.add (local.get $w) (i32.const 1)))
        (br $nextWord))))

  ;; For each member of the set: table[offset + ((groupWord >>> shift) & mask)] += 1 (facet-slots.ts's
  ;; countGroupCodes; `offset` is a cell number).
  (func (export "countGroup")
    (param $words i32) (param $wordCount i32) (param $groupWords i32) (param $table i32)
    (param $offset i32) (param $shift i32) (param $mask i32)
    (local $w i32) (local $bits i32) (local $ordinal i32) (local $at i32) (local $base i32)
    (local.set $base (i32.add (local.get $table) (i32.shl (local.get $offset) (i32.const 2))))
    (block $done
      (loop $nextWord
        (br_if $done (i32.ge_u (local.get $w) (local.get $wordCount)))
        (local.set $bits (i32.load (i32.add (local.get $words) (i32.shl (local.get $w) (i32.const 2)))))
        (block $wordDone
          (loop $nextBit
            (br_if $wordDone (i32.eqz (local.get $bits)))
            (local.set $ordinal (i32.add (i32.shl (local.get $w) (i32.const 5)) (i32.ctz (local.get $bits))))
            (local.set $bits (i32.and (local.get $bits) (i32.sub (local.get $bits) (i32.const 1))))
            (local.set $at (i32.add (local.get $base)
              (i32.shl
                (i32.and
                  (i32.shr_u (i32.load (i32.add (local.get $groupWords) (i32.shl (local.get $ordinal) (i32.const 2))))
                    (local.get $shift))
                  (local.get $mask))
                (i32.const 2))))
            (i32.store (local.get $at) (i32.add (i32.load (local.get $at)) (i32.const 1)))
            (br $nextBit)))
        (local.set $w (i32.add (local.get $w) (i32.const 1)))
        (br $nextWord))))

  ;; For each record of the overflow list (`recordCount` u32 ordinals at `records`) that is in the set: table[cell] += 1
  ;; for each of its overflowing cells, cells[starts[k]] … cells[starts[k + 1] - 1] (u32 cell numbers).
  (func (export "countOverflow")
    (param $words i32) (param $records i32) (param $recordCount i32) (param $starts i32) (param $cells i32)
    (param $table i32)
    (local $k i32) (local $ordinal i32) (local $i i32) (local $end i32) (local $at i32)
    (block $done
      (loop $nextRecord
        (br_if $done (i32.ge_u (local.get $k) (local.get $recordCount)))
        (local.set $ordinal (i32.load (i32.add (local.get $records) (i32.shl (local.get $k) (i32.const 2)))))
        (if (i32.and
              (i32.shr_u
                (i32.load (i32.add (local.get $words) (i32.shl (i32.shr_u (local.get $ordinal) (i32.const 5)) (i32.const 2))))
                (i32.and (local.get $ordinal) (i32.const 31)))
              (i32.const 1))
          (then
            (local.set $i (i32.load (i32.add (local.get $starts) (i32.shl (local.get $k) (i32.const 2)))))
            (local.set $end (i32.load offset=4 (i32.add (local.get $starts) (i32.shl (local.get $k) (i32.const 2)))))
            (block $cellsDone
              (loop $nextCell
                (br_if $cellsDone (i32.ge_u (local.get $i) (local.get $end)))
                (local.set $at (i32.add (local.get $table)
                  (i32.shl (i32.load (i32.add (local.get $cells) (i32.shl (local.get $i) (i32.const 2)))) (i32.const 2))))
                (i32.store (local.get $at) (i32.add (i32.load (local.get $at)) (i32.const 1)))
                (local.set $i (i32.add (local.get $i) (i32.const 1)))
                (br $nextCell)))))
        (local.set $k (i32.add (local.get $k) (i32.const 1)))
        (br $nextRecord)))))
