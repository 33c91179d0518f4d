import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

/// `examples/Projects/Notes`: an Xcode 16 project whose `Notes` folder is synchronised with its target, except
/// `Scratch.swift`, which the project's exceptions leave out (it does not compile).
@Test func theNotesProjectLoadsItsTargetsFilesAndNotTheExcludedOne() throws {
    let document = ExampleFile.document("Projects/Notes/Notes/NoteRow.swift")
    #expect(document.loadDiagnostics.map(\.description) == [])
    #expect(document.previews.indices.map(document.title(ofPreview:)) == ["ContentView.swift:1", "NoteRow.swift:Row"])
    #expect(document.initialPreview == 1)
    let solution = document.solve(SolveRequest(preview: 1))
    #expect(solution.diagnostics.map(\.description) == [])
    #expect(solution.texts == ["Layout questions for Friday", "230 words"])
    // The row's background is the catalog's Paper colour, given in Display P3 and painted in sRGB.
    let paper = solution.tree?.root.first { if case .color = $0.kind { true } else { false } }
    guard case .color(let color)? = paper?.kind else { Issue.record("no background colour"); return }
    // Display P3 (0.992, 0.925, 0.780) is (1.0063, 0.9220, 0.7620) in extended sRGB (just outside it in red); dark
    // (0.220, 0.200, 0.160) is (0.2242, 0.1991, 0.1549).
    let close = { (color: Color?, expected: [Double]) in
        guard let color else { return false }
        return zip([color.red, color.green, color.blue], expected).allSatisfy { abs($0 - $1) < 0.0005 }
    }
    #expect(close(color, [1.0063, 0.9220, 0.7620]), "\(color)")
    #expect(close(color.appearances[ColorAppearance(scheme: .dark)], [0.2242, 0.1991, 0.1549]))
}

@Test func theExcludedFileIsAScratchFileOfItsOwn() throws {
    let document = ExampleFile.document("Projects/Notes/Notes/Scratch.swift")
    #expect(document.loadDiagnostics.first?.summary.hasSuffix("Projects/Notes/Notes/Scratch.swift:4:21: error: expected expression in variable") == true)
}
