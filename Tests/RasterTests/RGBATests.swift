import Raster
import Testing

@Suite struct RGBATests {
    @Test func parsesAndFormatsHex() {
        #expect(RGBA(hex: "#39d353") == RGBA(0x39, 0xD3, 0x53))
        #expect(RGBA(hex: "#39D353") == RGBA(0x39, 0xD3, 0x53))
        #expect(RGBA(hex: "#1b1f230f") == RGBA(0x1B, 0x1F, 0x23, 0x0F))
        #expect(RGBA(0x39, 0xD3, 0x53).hex == "#39d353")
        #expect(RGBA(0x1B, 0x1F, 0x23, 0x0F).hex == "#1b1f230f")
        #expect(RGBA(hex: "#ebedf0")?.hex == "#ebedf0")
    }

    @Test(arguments: ["", "#", "39d353", "#39d35", "#39d3533", "#39g353", "＃39d353", "#39d353 "])
    func rejectsAnythingElse(_ text: String) {
        #expect(RGBA(hex: text) == nil)
    }
}
