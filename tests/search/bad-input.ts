/**
 * Queries that must come back quickly, never throw and never put markup into the results:
 * shared by the engine's unit tests and the benchmark, which prints how long they take.
 */
export const BAD_QUERIES: [label: string, query: string][] = [
  ['empty', ''],
  ['blank', '   \t\n'],
  ['512 characters of one letter', 'a'.repeat(512)],
  [
    '512 characters of misspelt words',
    'declaraton bundel fromat exteranls '.repeat(15).slice(0, 512),
  ],
  ['10,000 characters', 'bundle '.repeat(1430)],
  ['regex syntax', '(.*)+[?\\ ^$|{}'],
  ['only punctuation', '?!.,;:()[]{}<>"\'`~@#%^&*-_=+/\\|'],
  ['emoji', '😀🚀 bundle 😀'],
  ['emoji only', '👍🏽👨‍👩‍👧'],
  ['mixed Chinese and English', '打包 bundle 模式 declaraton 类型声明'],
  ['mixed scripts and widths', 'Ｒｓｌｉｂ 打包 bundle'],
  ['markup and quotes', '<b>bold</b> & "quotes"'],
  ['a script tag', '<img src=x onerror=alert(1)><script>alert(1)</script>'],
  ['control and zero-width characters', '\u0000\u200b\ufeff'],
  ['a lone surrogate', '\ud800 lone surrogate'],
  ['object property names', 'constructor __proto__ toString hasOwnProperty'],
];
