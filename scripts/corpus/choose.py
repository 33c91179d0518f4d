#!/usr/bin/env python3
"""Choose the corpus entries from fetched mirrors and print manifest.tsv.

For each repository below, take up to `quota` .swift files that import SwiftUI and declare a View
(iOS only: no AppKit/WatchKit/WidgetKit, no tests, no @main; with the files it needs, importing only
Apple's frameworks and the repository's own modules), in a fixed pseudo-random order, half of them
layout-flavoured (Layout, PreferenceKey, AlignmentID, alignmentGuide, anchorPreference, GeometryReader)
where the repository has them. To each main file append the repository files declaring the types, the
extension members and the top-level constants and functions it uses (four levels deep, at most 20 files).

usage: scripts/corpus/choose.py > scripts/corpus/manifest.tsv     (mirrors under $PLUMB_MIRRORS or /work/.mirror)
"""
import hashlib, os, re, subprocess, sys

MIRRORS = os.environ.get("PLUMB_MIRRORS", "/work/.mirror")
# owner/name, default kind, how many entries
REPOS = [
    ("eldes/swift-ui-landmarks", "screen", 6), ("ctrlju/Scrumdinger", "screen", 4),
    ("apple/sample-food-truck", "screen", 8), ("nalexn/clean-architecture-swiftui", "screen", 4),
    ("VladimirFibe/DesignCode", "screen", 6), ("tavoohoh/finapp", "screen", 5),
    ("ibcylon/OpenWeather", "screen", 4), ("romanindermuehle/iLibrary", "screen", 5),
    ("ajandaur/Memorize_Game", "screen", 2), ("Marijn-de-Mul/IOS-NotACookbook", "screen", 3),
    ("aburk3/design-code-iOS15", "screen", 5), ("joeytat/Subery", "screen", 5),
    ("akki111singh/sampleChatApp", "screen", 3), ("roz0n/chibi", "screen", 4),
    ("myWorld7588/Twitter-Clone-remote", "screen", 6), ("brycekormylo/stage", "screen", 6),
    ("ismayilovmurad/ColorMatchingApp", "screen", 2), ("Dimillian/MovieSwiftUI", "screen", 6),
    ("JemAlvarez/NotesApp_SwiftUI_iOS14", "screen", 4), ("AntonKjellin/HemsoktaPlatserV2", "screen", 3),
    ("jamiecartin/ShoppingApp", "screen", 3), ("phamnguyenphu/Touchdown", "screen", 6),
    ("Hoon94/100-Days-of-SwiftUI", "screen", 6), ("christinestanley/100DaysOfSwiftUI", "screen", 6),
    ("traning-ios/LearningSwiftUI", "component", 10), ("AlexSoftExp2020/SwiftUIViewsMastery", "component", 8),
    ("amosgyamfi/open-swiftui-animations", "component", 6), ("GetStream/swiftui-spring-animations", "component", 5),
    ("ivanvorobei/SwiftUI", "component", 8), ("Jinxiansen/SwiftUI", "component", 6),
    ("gopalAI8863/SwiftUIDemo", "component", 6), ("Shubham0812/SwiftUI-Animations", "component", 6),
    ("exyte/PopupView", "component", 4), ("sang200515/SwiftUIViews", "component", 8),
    ("kmnemon/swiftuiutility", "layout-article", 10), ("tevelee/SwiftUI-Flow", "layout-article", 3),
    ("TAATHub/swiftui-layout-protocol", "layout-article", 3), ("KokiHirokawa/10-days-of-swiftui", "layout-article", 6),
    ("dkk/WrappingHStack", "layout-article", 2), ("nsscreencast/439-swiftui-sizing-things-equally", "layout-article", 1),
    ("SunXiaoShan/LearningSwiftUI", "layout-article", 6), ("ckse93/CustomAlignmentVStack", "layout-article", 1),
    ("mjJang94/SwiftUI_Aligned", "layout-article", 1), ("yangheetae86/chapter24", "layout-article", 3),
]

VIEW = re.compile(r"\bstruct\s+\w+\s*(<[^>{]*>)?\s*:\s*([\w.]+\s*,\s*)*(SwiftUI\.)?View\b")
LAYOUTISH = re.compile(r":\s*(Layout|PreferenceKey|AlignmentID)\b|\.alignmentGuide\(|anchorPreference\(|GeometryReader")
NOT_IOS = re.compile(r"^\s*import\s+(AppKit|WatchKit|WidgetKit|XCTest|Testing|ActivityKit|RealityKit)\b|NSViewRepresentable|@main\b", re.M)
BAD_PATH = re.compile(r"(^|/)([^/]*Tests?|[^/]*Widgets?|macOS|Mac|[^/]*[Ww]atch[^/]*|tvOS|visionOS|Package\.swift)(/|$)")
TYPE_DECL = re.compile(r"^\s*(?:(?:@\w+|public|private|fileprivate|internal|final|open|indirect)\s+)*(?:struct|class|enum|protocol|actor|typealias)\s+(\w+)", re.M)
EXT_DECL = re.compile(r"^\s*(?:(?:public|private|fileprivate|internal)\s+)*extension\s+([\w.]+)", re.M)
MEMBER_DECL = re.compile(r"^\s*(?:(?:@\w+|public|private|fileprivate|internal|static|final|mutating|nonisolated)\s+)*(?:func|var|let)\s+(\w+)", re.M)
EXT_MEMBER = re.compile(r"^\s*(?:(?:@\w+|public|private|fileprivate|internal|final|nonisolated)\s+)*(?:static\s+(?:func|var|let)|func|var)\s+(\w+)", re.M)
GLOBAL_DECL = re.compile(r"^(?:(?:@\w+|public|private|fileprivate|internal)\s+)*(?:let|var|func)\s+(\w+)", re.M)
IMPORT = re.compile(r"^\s*(?:@testable\s+)?import\s+(?:class\s+|struct\s+|enum\s+|func\s+)?(\w+)", re.M)
APPLE = set("""SwiftUI Foundation UIKit Combine CoreData SwiftData MapKit CoreLocation Charts PhotosUI AVFoundation AVKit
    StoreKit CoreGraphics CoreImage CoreFoundation Observation os OSLog UniformTypeIdentifiers MultipeerConnectivity
    Contacts EventKit HealthKit CloudKit AuthenticationServices LocalAuthentication UserNotifications WebKit
    SafariServices GameKit SpriteKit SceneKit Vision CoreML NaturalLanguage Speech CoreMotion CoreHaptics PencilKit
    QuickLook MessageUI LinkPresentation Network CryptoKit Accelerate simd Dispatch Darwin TipKit AppIntents
    WeatherKit MusicKit Photos CoreText ImageIO CoreTransferable PassKit CoreBluetooth CoreNFC HomeKit VisionKit
    AudioToolbox MediaPlayer ContactsUI EventKitUI GameController QuartzCore""".split())
UIKIT_ONLY = re.compile(r":\s*UI\w*ViewController\b|^\s*import\s+Cocoa\b", re.M)
COMMON = set("body id name title value content color image text background foreground frame padding font overlay "
             "shadow offset border opacity primary secondary accent white black red blue green gray clear main "
             "description count first last data items item index size width height view label action style".split())


def git(gitdir, *args):
    return subprocess.run(["git", f"--git-dir={gitdir}", *args], capture_output=True, text=True, errors="replace").stdout


def gitdir_of(repo):
    base = os.path.join(MIRRORS, repo.replace("/", "+"), "repo")
    return base + "/.git" if os.path.isdir(base + "/.git") else base


def strip_code(src):
    src = re.sub(r"/\*.*?\*/", " ", src, flags=re.S)
    src = re.sub(r"//[^\n]*", " ", src)
    return re.sub(r'"(?:[^"\\\n]|\\.)*"', '""', src)


def stable(s):
    return hashlib.sha1(s.encode()).hexdigest()


def index(gitdir, commit, paths):
    files, types, members = {}, {}, {}
    for p in paths:
        src = git(gitdir, "show", f"{commit}:{p}")
        files[p] = src
        code = strip_code(src)
        own = set(TYPE_DECL.findall(code))
        for t in own | set(GLOBAL_DECL.findall(code)):  # types and top-level constants and functions
            types.setdefault(t, []).append(p)
        if any(e.split(".")[0] not in own for e in EXT_DECL.findall(code)):  # extends a type it does not declare
            for m in {m for m in EXT_MEMBER.findall(code) if len(m) > 3} - COMMON:
                members.setdefault(m, []).append(p)
    return files, types, members


def project_root(main, roots):
    """The folder of the Xcode project or package that holds `main` ("" = the whole repository)."""
    return max((r for r in roots if main.startswith(r)), key=len, default="")


def closest(main, candidates):
    def shared(p):
        return len(os.path.commonprefix([os.path.dirname(main) + "/", os.path.dirname(p) + "/"]))
    return max(sorted(candidates), key=shared)


def deps(main, files, types, members, roots):
    root = project_root(main, roots)
    chosen, frontier = [], [main]
    for _ in range(4):
        nxt = []
        for f in frontier:
            code = strip_code(files[f])
            declared = set(TYPE_DECL.findall(code)) | set(MEMBER_DECL.findall(code))
            used_types = set(re.findall(r"(?<![.\w])([A-Za-z_]\w*)\b", code)) - declared
            used_members = set(re.findall(r"\.(\w+)\b", code)) - declared
            for name, table in [(n, types) for n in sorted(used_types)] + [(n, members) for n in sorted(used_members)]:
                found = [p for p in table.get(name, []) if p != main and p != f]
                cands = [p for p in found if p.startswith(root)]
                if table is types and not cands and len(found) == 1 and "Sources/" in found[0]:
                    cands = found  # the repository's own package, used by its example app
                if not cands or (table is members and len(cands) > 2) or set(cands) & set(chosen):
                    continue
                p = closest(main, cands)
                if len(chosen) < 20 and len(files[p]) < 60000 and not NOT_IOS.search(files[p]) and not UIKIT_ONLY.search(files[p]):
                    chosen.append(p)
                    nxt.append(p)
        frontier = nxt
    return chosen


def main():
    print("entry\trepo\tcommit\tpaths\tkind")
    seen_blobs, names = set(), set()
    for repo, kind, quota in REPOS:
        gitdir = gitdir_of(repo)
        if not os.path.isdir(gitdir):
            print(f"missing mirror: {repo} (fetch github:{repo})", file=sys.stderr)
            continue
        commit = git(gitdir, "rev-parse", "HEAD").strip()
        tree = git(gitdir, "ls-tree", "-r", "--name-only", commit).splitlines()
        roots = {re.sub(r"[^/]*(\.xcodeproj|\.swiftpm)/.*|Package\.swift$", "", p) for p in tree
                 if re.search(r"\.(xcodeproj|swiftpm)/|(^|/)Package\.swift$", p)}
        paths = [p for p in tree if p.endswith(".swift") and not BAD_PATH.search(p) and "," not in p
                 and "\t" not in p and not re.search("secret", p, re.I)]
        files, types, members = index(gitdir, commit, paths)
        eligible = []
        for p in sorted(paths, key=stable):
            src = files[p]
            blob = hashlib.sha1(src.encode()).hexdigest()
            if (blob in seen_blobs or "import SwiftUI" not in src or not VIEW.search(strip_code(src))
                    or NOT_IOS.search(src) or len(src) > 40000 or src.count("\n") < 12
                    or ('Text("Hello, world!")' in src and src.count("\n") < 30)):
                continue
            eligible.append(p)
            seen_blobs.add(blob)
        own = {c for p in tree for c in p.split("/")[:-1]}  # the repository's own modules are folders in it
        entries = {}  # main file -> the files it needs, for those whose imports are all Apple's or the repository's

        def take(p):
            if p not in entries:
                need = deps(p, files, types, members, roots)
                mods = {m for f in [p] + need for m in IMPORT.findall(files[f])}
                entries[p] = need if mods <= APPLE | own else None
            return entries[p] is not None

        layoutish = [p for p in eligible if LAYOUTISH.search(files[p])]
        picked = [p for p in layoutish if take(p)][: (quota + 1) // 2]
        picked += [p for p in eligible if p not in picked and take(p)][: quota - len(picked)]
        for p in picked:
            stem = re.sub(r"\W+", "-", os.path.splitext(os.path.basename(p))[0])
            short = repo.split("/")[1]
            if sum(r.split("/")[1] == short for r, _, _ in REPOS) > 1:
                short = repo.replace("/", "-")  # two repositories share the name
            name = f"{short}--{stem}"
            n = 2
            while name in names:
                name, n = f"{short}--{stem}-{n}", n + 1
            names.add(name)
            k = kind
            if kind == "component" and re.search(r":\s*(Layout|PreferenceKey|AlignmentID)\b|\.alignmentGuide\(|anchorPreference\(", files[p]):
                k = "layout-article"
            print("\t".join([name, repo, commit, ",".join([p] + entries[p]), k]))


main()
