import Testing
@testable import PlumbInterpreter

@Test func theAppsFoldersAreAFreshInstallsWhereNothingIsFound() throws {
    #expect(try output("""
    struct Place: Codable { var name: String }
    func main() {
        let savePath = URL.documentsDirectory.appending(path: "SavedPlaces")
        print(savePath.path)
        print(URL.temporaryDirectory.appending(component: "draft.json").lastPathComponent)
        var places: [Place]
        do {
            let data = try Data(contentsOf: savePath)
            places = try JSONDecoder().decode([Place].self, from: data)
        } catch {
            places = []
        }
        print(places.count)
    }
    """) == "/var/mobile/Containers/Data/Application/Preview/Documents/SavedPlaces\ndraft.json\n0\n")
}
