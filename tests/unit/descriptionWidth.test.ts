// Meta descriptions are cut by the width results pages give them, not by characters: a Japanese,
// Chinese or Korean character takes two columns, so about half as many fit.
import { describe, expect, it } from 'vitest'
import { displayWidth, truncateAtWord } from '../../src/lib/text'

const japanese =
  '当社はハイデラバードに本社を置く人材・テクノロジー・GCCサービスのグループです。世界各地の企業が優秀な人材を見つけ、チームを築き、グローバル・ケイパビリティ・センターを立ち上げて運営できるよう、採用から定着まで一貫して支援しています。'
const chinese =
  '我们是一家总部位于海得拉巴的人才、技术和全球能力中心服务集团。我们帮助世界各地的企业寻找优秀人才、组建团队，并建立和运营全球能力中心，从招聘到留任提供一站式支持。我们在八个国家为三千多家客户提供服务。'
const korean =
  '저희는 하이데라바드에 본사를 둔 인재, 기술 및 GCC 서비스 그룹입니다. 전 세계 기업이 우수한 인재를 찾고 팀을 구성하며 글로벌 역량 센터를 설립하고 운영할 수 있도록 채용부터 정착까지 지원합니다. 여덟 개 나라에서 삼천 개가 넘는 고객사와 함께합니다.'
const english =
  'We are a talent, technology and GCC services group headquartered in Hyderabad. We help companies around the world find great people, build teams, and set up and run global capability centres, from hiring to retention.'

describe('a meta description cut to 160 columns', () => {
  it.each([
    ['ja', japanese],
    ['zh', chinese],
    ['ko', korean],
    ['en', english],
  ])('in %s fits the width and ends at a word', (lang, text) => {
    const cut = truncateAtWord(text, 160, lang)
    expect(displayWidth(cut)).toBeLessThanOrEqual(160)
    expect(cut.endsWith('…')).toBe(true)
    expect(text.startsWith(cut.slice(0, -1))).toBe(true)
    // Most of the width is used: not cut far too early.
    expect(displayWidth(cut)).toBeGreaterThan(130)
  })

  it('counts a wide character two columns', () => {
    expect(displayWidth('求人：東京')).toBe(10)
    expect(displayWidth('Jobs: Tokyo')).toBe(11)
    expect(truncateAtWord('短い説明です。', 160, 'ja')).toBe('短い説明です。')
  })
})
