import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import PlumbSnapshot
import Testing

/// Checks `xml` against the JUnit schema CI systems read (Jenkins' junit-10.xsd, which GitLab and GitHub Actions'
/// reporters follow) as structural assertions: the elements, where each may appear, the required attributes and
/// their types, and counts that agree with the test cases.
private func expectValidJUnit(_ xml: String) throws {
    let document = try XMLDocument(data: Data(xml.utf8))
    let root = try #require(document.rootElement())
    #expect(root.name == "testsuites")
    let suites = root.elements(forName: "testsuite")
    #expect(suites.count == root.children?.count)
    func attribute(_ element: XMLElement, _ name: String) -> String? { element.attribute(forName: name)?.stringValue }
    for suite in suites {
        for name in ["name", "tests", "failures", "errors", "time", "timestamp"] { #expect(attribute(suite, name) != nil, "testsuite needs \(name)") }
        let cases = suite.elements(forName: "testcase")
        #expect(cases.count == suite.children?.count, "a testsuite holds only testcases here")
        #expect(Int(attribute(suite, "tests") ?? "") == cases.count)
        #expect(Int(attribute(suite, "failures") ?? "") == cases.filter { !$0.elements(forName: "failure").isEmpty }.count)
        #expect(Int(attribute(suite, "errors") ?? "") == cases.filter { !$0.elements(forName: "error").isEmpty }.count)
        #expect(Double(attribute(suite, "time") ?? "") != nil)
        #expect(ISO8601DateFormatter().date(from: attribute(suite, "timestamp") ?? "") != nil)
        for testCase in cases {
            #expect(attribute(testCase, "name")?.isEmpty == false)
            #expect(attribute(testCase, "classname")?.isEmpty == false)
            #expect(Double(attribute(testCase, "time") ?? "").map { $0 >= 0 } == true)
            let children = testCase.children?.compactMap { $0 as? XMLElement } ?? []
            #expect(children.allSatisfy { ["skipped", "error", "failure", "system-out", "system-err"].contains($0.name ?? "") })
            #expect(children.filter { $0.name == "failure" || $0.name == "error" }.count <= 1)
            for outcome in children where outcome.name == "failure" || outcome.name == "error" {
                #expect(attribute(outcome, "message") != nil && attribute(outcome, "type") != nil)
            }
        }
    }
}

@Test func theJUnitReportIsValidAndSaysWhatFailed() throws {
    let fixture = try SnapshotFixture()
    _ = fixture.run(.missing, variants: [.appearance(.dark)])
    try fixture.write(SnapshotFixture.badge(color: "blue").replacingOccurrences(of: "#Preview(traits", with: "#Preview(\"<Wide & \\\"quoted\\\">\", traits"))
    let report = fixture.run(.never, variants: [.appearance(.dark)])
    let xml = JUnitReport(report: report, started: Date(timeIntervalSince1970: 0), duration: 1.5).xml
    try expectValidJUnit(xml)
    #expect(xml.contains("<testsuite name=\"plumb snapshot\" tests=\"4\" failures=\"4\" errors=\"0\" skipped=\"0\" time=\"1.500\" timestamp=\"1970-01-01T00:00:00Z\">"))
    #expect(xml.contains("name=\"&lt;Wide &amp; &quot;quoted&quot;&gt; (dark)\""))
    #expect(xml.contains("<failure message=\"16.67 % of pixels differ (400 of 2400)\" type=\"snapshot\">"))
    #expect(xml.contains("<failure message=\"no reference (-Wide----quoted--.png): record one with --record missing on a workstation\" type=\"snapshot\">"))
}

@Test func theHTMLReportShowsReferenceActualAndDiffOfAFailure() throws {
    let fixture = try SnapshotFixture()
    _ = fixture.run(.missing)
    try fixture.write(SnapshotFixture.badge(color: "blue", gap: 12))
    let report = fixture.run(.never)
    let folder = fixture.folder.appendingPathComponent("report")
    try HTMLReport(report: report, store: ReferenceStore()).write(to: folder)
    let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(page.contains("<title>plumb snapshot: 0 passed, 2 failed, 0 recorded</title>"))
    for label in ["reference", "actual", "diff"] {
        #expect(page.contains("<img src=\"images/Badge-Plain.\(label).png\" alt=\"\(label)\">"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("images/Badge-Plain.\(label).png").path))
    }
    #expect(page.contains("<pre>17.50 % of pixels differ (420 of 2400)\nthe layout changed:\n  `HStack` (Badge.swift:5) 2 pt wider, moved 1 pt left: "))
    #expect(page.contains("  `Color #square` (Badge.swift:7) moved 1 pt right: `.frame(width: 10, height: 10, alignment: .center)` became `.frame(width: 12, height: 10, alignment: .center)` at Badge.swift:6</pre>"))
}
