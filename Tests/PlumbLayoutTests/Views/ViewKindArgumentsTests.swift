import Foundation
import Testing
@testable import PlumbLayout

@Suite struct ViewKindArgumentsTests {
    @Test func layoutModifiersWriteTheirArgumentsAsTheirCallsTakeThem() {
        #expect(ViewKind.padding(EdgeInsets(all: 9)).layoutArguments == "9")
        #expect(ViewKind.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).layoutArguments
                == "EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)")
        #expect(ViewKind.frame(width: 50, height: nil, alignment: .topLeading).layoutArguments == "width: 50, alignment: .topLeading")
        #expect(ViewKind.flexFrame(FlexFrame(maxWidth: .infinity, alignment: .leading)).layoutArguments == "maxWidth: inf, alignment: .leading")
        #expect(ViewKind.stack(axis: .horizontal, alignment: VerticalAlignment.top.key, spacing: 8).layoutArguments == "alignment: .top, spacing: 8")
        #expect(ViewKind.stack(axis: .vertical, alignment: HorizontalAlignment.leading.key, spacing: nil).layoutArguments == "alignment: .leading")
        #expect(ViewKind.offset(CGSize(width: 5, height: -2.5)).layoutArguments == "x: 5, y: -2.5")
        #expect(ViewKind.text("Say \"hi\"").layoutArguments == "\"Say \\\"hi\\\"\"")
    }

    @Test func kindsWhoseLayoutTakesNoArgumentsHaveNone() {
        #expect(ViewKind.color(.red).layoutArguments == nil)
        #expect(ViewKind.group.layoutArguments == nil)
        #expect(ViewKind.spacer(minLength: nil).layoutArguments == nil)
    }

    @Test func theSolvedTreesJSONCarriesTheArguments() throws {
        let tree = solve(Color.red.frame(width: 40, height: 20).padding(6), width: 100, height: 100)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(tree.json.utf8)) as? [String: Any])["root"] as? [String: Any]
        #expect(root?["kind"] as? String == "padding")
        #expect(root?["arguments"] as? String == "6")
        let frame = (root?["children"] as? [[String: Any]])?.first
        #expect(frame?["arguments"] as? String == "width: 40, height: 20, alignment: .center")
        #expect((frame?["children"] as? [[String: Any]])?.first?["arguments"] is NSNull)
    }
}
