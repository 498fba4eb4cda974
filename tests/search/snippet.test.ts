// Snippets start and end between words (search/highlight.ts, wordSpans): Chinese at the word
// boundaries of Intl.Segmenter (the pairs of characters are only the fallback without it),
// English never inside a word, an identifier or a contraction.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

const { snippet, wordSpans } = await import('../../search/highlight.ts');
const { setSegmenterForTesting } = await import('../../search/tokenize.ts');

/** The text a snippet shows, without its marks and ellipses, and where it sits in `text`. */
function shown(text: string, value: string): { plain: string; from: number; to: number } {
  const plain = value
    .replace(/<\/?mark>/g, '')
    .replace(/^…|…$/g, '')
    .replace(/&#39;/g, "'");
  const from = text.indexOf(plain);
  assert.notEqual(from, -1, `the snippet is a piece of the text: ${plain}`);
  return { plain, from, to: from + plain.length };
}

/** Offsets where Intl.Segmenter (zh, words) puts a boundary in `text`. */
function segmenterBoundaries(text: string): Set<number> {
  const out = new Set([0, text.length]);
  for (const s of new Intl.Segmenter('zh', { granularity: 'word' }).segment(text)) {
    out.add(s.index);
    out.add(s.index + s.segment.length);
  }
  return out;
}

const ZH =
  '构建产物默认输出到项目根目录下的文件夹，可以通过配置项修改产物目录的位置，监听模式会在文件变化时重新构建受影响的部分，直到你手动停止进程为止';
const EN =
  "Rslib doesn't bundle the dependencies listed in package.json by default: output.externals and lib.autoExternal decide what stays an import in the output, and what is bundled into it";

describe('snippet boundaries', () => {
  test('Chinese snippets start and end at Intl.Segmenter word boundaries', () => {
    const boundaries = segmenterBoundaries(ZH);
    // Every start of a match, so every window position is tried.
    for (let at = 0; at < ZH.length; at += 3) {
      for (const words of [5, 10]) {
        const { value } = snippet(ZH, [[at, at + 1]], words);
        const { plain, from, to } = shown(ZH, value);
        assert.ok(boundaries.has(from), `starts inside a word: ${plain}`);
        assert.ok(boundaries.has(to), `ends inside a word: ${plain}`);
      }
    }
  });

  test('a Chinese word counts as one word of the snippet', () => {
    const spans = wordSpans('修改产物目录');
    const words = [...new Intl.Segmenter('zh', { granularity: 'word' }).segment('修改产物目录')];
    assert.deepEqual(
      spans.map(([s, e]) => '修改产物目录'.slice(s, e)),
      words.map((w) => w.segment),
    );
  });

  test('without Intl.Segmenter, two characters count as a word (the fallback)', (t) => {
    setSegmenterForTesting(false);
    t.after(() => setSegmenterForTesting(true));
    assert.deepEqual(wordSpans('修改产物目录'), [
      [0, 2],
      [2, 4],
      [4, 6],
    ]);
    const { value } = snippet(ZH, [[20, 22]], 5);
    assert.equal(shown(ZH, value).plain.length, 10);
  });

  test('English snippets never cut a word, an identifier or a contraction', () => {
    for (let at = 0; at < EN.length; at += 4) {
      for (const words of [5, 10]) {
        const { value } = snippet(EN, [[at, at + 1]], words);
        const { plain, from, to } = shown(EN, value);
        assert.ok(from === 0 || /[\s:,]/.test(EN[from - 1]), `starts inside a word: ${plain}`);
        assert.ok(to === EN.length || /[\s:,]/.test(EN[to]), `ends inside a word: ${plain}`);
      }
    }
  });
});
