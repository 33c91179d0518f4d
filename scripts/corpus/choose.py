#!/usr/bin/env python3
"""Choose the corpus entries from fetched mirrors and print manifest.tsv.

For each repository below, take up to `quota` .swift files that import SwiftUI and declare a View
(iOS only: no AppKit/WatchKit/WidgetKit, no tests, no widgets, no @main; with the files it needs, importing
only Apple's frameworks and the repository's own modules), in a fixed pseudo-random order, half of them
layout-flavoured (Layout, PreferenceKey, AlignmentID, alignmentGuide, anchorPreference, GeometryReader)
where the repository has them. To each main file append the repository files it needs, as the compiler
would: those declaring the types, extension members and initializers, top-level constants and functions it
uses, then what those use, and so on, with the extensions that give those types conformances (see `deps`;
at most 60 files, which no entry reaches today).

usage: scripts/corpus/choose.py > scripts/corpus/manifest.tsv     (mirrors under $PLUMB_MIRRORS or /work/.mirror)
       scripts/corpus/choose.py --keep scripts/corpus/manifest.tsv > new.tsv
           the same entries and main files as that manifest, at its commits, with the files they need worked
           out again (after a change to how they are found, so that measurements stay comparable)
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
OTHER_TARGET = re.compile(r"(^|/)([^/]*Tests?|macOS|Mac|[^/]*[Ww]atch[^/]*|tvOS|visionOS|Package\.swift)(/|$)")
WIDGETS = re.compile(r"(^|/)[^/]*Widgets?/")  # no main files there; the app shares some of their files (no WidgetKit)
# an import inside #if canImport(…), which the file compiles without
OPTIONAL_IMPORTS = re.compile(r"^[ \t]*#if\s+canImport\(\w+\)[^\n]*\n(?:[ \t]*(?:(?:@\w+\s+)?import\s+[\w.]+)?[ \t]*\n)*", re.M)
ATTR = r"@\w+(?:\([^()\n]*\))?"  # an attribute, with its arguments if any: @MainActor, @available(iOS 16, *)
ACCESS = r"public|private(?:\(set\))?|fileprivate(?:\(set\))?|internal|package|open"
TYPE_DECL = re.compile(rf"^\s*((?:(?:{ATTR}|{ACCESS}|final|indirect|nonisolated|distributed)\s+)*)(?:struct|class|enum|protocol|actor|typealias)\s+(\w+)", re.M)
EXT_DECL = re.compile(rf"^\s*((?:(?:{ATTR}|{ACCESS})\s+)*)extension\s+([\w.]+)(\s*:)?[^{{]*\{{", re.M)
MEMBER_DECL = re.compile(r"^\s*(?:(?:@\w+|public|private|fileprivate|internal|static|final|mutating|nonisolated)\s+)*(?:func|var|let)\s+(\w+)", re.M)
EXT_MEMBER = re.compile(rf"^\s*((?:(?:{ATTR}|{ACCESS}|final|nonisolated|override|convenience|public|mutating)\s+)*)(?:(?:static\s+)?(?:func|var|let)\s+(\w+)|init\??\s*(?:<[^>]*>)?\(\s*(\w+))", re.M)
GLOBAL_DECL = re.compile(rf"^\s*((?:(?:{ATTR}|{ACCESS}|nonisolated)\s+)*)(?:let|var|func)\s+(\w+)", re.M)
PRIVATE = re.compile(r"\b(?:private|fileprivate)\b(?!\()")
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


STRING_START = re.compile(r'(#*)("""|")')


def strip_code(src):
    """The code without comments and without the text of string literals (each becomes ""), keeping the
    expressions interpolated into them, \\(…), and the line breaks of multi-line strings."""
    out, i, n = [], 0, len(src)
    frames = []  # per open interpolation: [its string's #s, its string's quote, parentheses open inside it]
    string = None  # (#s, quote) while inside a string literal
    while i < n:
        c = src[i]
        if string is not None:
            hashes, quote = string
            if src.startswith("\\" + "#" * hashes + "(", i):
                frames.append([hashes, quote, 0])
                out.append("(")
                string, i = None, i + 2 + hashes
            elif c == "\\" and hashes == 0:
                i += 2
            elif src.startswith(quote + "#" * hashes, i):
                out.append('"')
                string, i = None, i + len(quote) + hashes
            elif c == "\n":
                out.append("\n")
                if quote == '"':  # an unterminated one-line string
                    string = None
                i += 1
            else:
                i += 1
        elif src.startswith("//", i):
            while i < n and src[i] != "\n":
                i += 1
        elif src.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if src.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif src.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    out.append("\n" if src[i] == "\n" else "")
                    i += 1
            out.append(" ")
        elif (m := STRING_START.match(src, i)) and (c == '"' or not (i and (src[i - 1].isalnum() or src[i - 1] == "_"))):
            out.append('"')
            string, i = (len(m.group(1)), m.group(2)), m.end()
        else:
            if frames and c == "(":
                frames[-1][2] += 1
            elif frames and c == ")":
                if frames[-1][2] == 0:
                    hashes, quote, _ = frames.pop()
                    string = (hashes, quote)
                else:
                    frames[-1][2] -= 1
            out.append(c)
            i += 1
    return "".join(out)


def stable(s):
    return hashlib.sha1(s.encode()).hexdigest()


class Index:
    """Where a repository declares what: `types` holds its types (nested ones too) and top-level constants and
    functions, by name; `members` the members its extensions of other types add, by name, for implicit use
    (.name; not the short and common names, which SwiftUI's own members use too); `qualified` every extension
    member by (type, name), for explicit use (Color.label), and every extension initializer by (type, its first
    argument label), for Type(label: …); `extensions` the files extending each type, whether that extension adds
    conformances, and the names of the members it adds. Private declarations are left out: no other file sees them."""

    def __init__(self, gitdir, commit, paths):
        self.files, self.code, self.declared = {}, {}, {}
        self.types, self.members, self.qualified, self.extensions = {}, {}, {}, {}
        for p in paths:
            self.files[p] = src = git(gitdir, "show", f"{commit}:{p}")
            self.code[p] = code = strip_code(src)
            self.add(p, code)

    def add(self, p, code):
        depth = [0]  # brace depth before each character
        for c in code:
            depth.append(depth[-1] + (c == "{") - (c == "}"))
        decls = TYPE_DECL.findall(code)
        own = {name for _, name in decls}
        self.declared[p] = own | set(MEMBER_DECL.findall(code))
        names = {name for mods, name in decls if not PRIVATE.search(mods)}
        names |= {m.group(2) for m in GLOBAL_DECL.finditer(code) if depth[m.start(2)] == 0 and not PRIVATE.search(m.group(1))}
        for name in names:
            self.types.setdefault(name, []).append(p)
        for ext in EXT_DECL.finditer(code):
            if depth[ext.start()] != 0 or PRIVATE.search(ext.group(1)):
                continue
            start = ext.end() - 1  # its opening brace
            end = next((i for i in range(start + 1, len(code)) if depth[i + 1] == 0), len(code))
            extended = ext.group(2).split(".")[-1]
            added = set()
            for m in EXT_MEMBER.finditer(code, start, end):
                if depth[m.start()] == 1 and not PRIVATE.search(m.group(1)):
                    name, label = m.group(2), m.group(3)
                    added.add(name or label)
                    key = (extended, name) if name else (extended, f"init({label}:")
                    if p not in self.qualified.setdefault(key, []):
                        self.qualified[key].append(p)
                    if name and len(name) > 3 and name not in COMMON and ext.group(2).split(".")[0] not in own:
                        if p not in self.members.setdefault(name, []):
                            self.members[name].append(p)
            if extended not in own:
                self.extensions.setdefault(extended, []).append((p, bool(ext.group(3)), added))


def project_root(main, roots):
    """The folder of the Xcode project or package that holds `main` ("" = the whole repository)."""
    return max((r for r in roots if main.startswith(r)), key=len, default="")


def closest(main, candidates):
    def shared(p):
        return len(os.path.commonprefix([os.path.dirname(main) + "/", os.path.dirname(p) + "/"]))
    return max(sorted(candidates), key=shared)


def deps(main, idx, roots, modules, cap=60):
    """The repository files `main` needs, nearest first: those declaring the names it uses, then the names they
    use, and so on until nothing new is named (as the compiler would need them), plus the files extending a type
    among them with a conformance or with a member the files use; only from main's own project (or the
    repository's package under Sources/), iOS code, at most `cap` files. Also returns the files it needs that
    import modules other than `modules` (Apple's and the repository's own), which it leaves out."""
    root = project_root(main, roots)
    chosen, included, refused, foreign = [], {main}, set(), set()
    used = set()  # every name the included files use

    def within(found):
        cands = [p for p in found if p.startswith(root)]
        if not cands and len(found) == 1 and "Sources/" in found[0]:
            cands = found  # the repository's own package, used by its example app
        return cands

    def take(p):
        if p in included or p in refused:
            return False
        src = OPTIONAL_IMPORTS.sub("", idx.files[p])
        if len(src) >= 200000 or NOT_IOS.search(src) or UIKIT_ONLY.search(src):
            refused.add(p)
            return False
        if set(IMPORT.findall(src)) - modules:
            refused.add(p)
            foreign.add(p)
            return False
        if len(chosen) >= cap:
            return False
        chosen.append(p)
        included.add(p)
        return True

    frontier = [main]
    while frontier:
        nxt = []
        for f in frontier:
            code = idx.code[f]
            bare = set(re.findall(r"(?<![.\w])([A-Za-z_]\w*)\b", code)) - idx.declared[f]
            dotted = set(re.findall(r"\.(\w+)\b", code)) - idx.declared[f]
            used |= bare | dotted
            wanted = [(idx.types, n) for n in sorted(bare)] + [(idx.members, n) for n in sorted(dotted)]
            wanted += [(idx.qualified, k) for k in sorted(set(re.findall(r"(?<![.\w])([A-Z]\w*)\.(\w+)", code)))]
            wanted += [(idx.qualified, (t, f"init({label}:")) for t, label in
                       sorted(set(re.findall(r"(?<![.\w])([A-Z]\w*)\(\s*(\w+)\s*:", code)))]
            for table, key in wanted:
                found = [p for p in table.get(key, []) if p != f]
                if table is idx.types and set(found) & included:
                    continue
                cands = within(found)
                if table is idx.types and cands:
                    cands = [closest(main, cands)]  # one type of that name; the others belong to other targets
                elif table is idx.members and len(cands) > 2:
                    continue  # a name too many types have
                nxt += [p for p in cands if take(p)]
        types = {t for p in included for t in idx.declared[p] if t in idx.extensions}
        for t in sorted(types):
            for p, conforms, added in idx.extensions[t]:
                if within([p]) and (conforms or added & used) and take(p):
                    nxt.append(p)
        frontier = nxt
    return chosen, foreign


def repository(repo, commit=None):
    """The index of `repo` at `commit` (default its mirror's HEAD), its project roots and its own module names;
    None when its mirror is missing."""
    gitdir = gitdir_of(repo)
    if not os.path.isdir(gitdir):
        print(f"missing mirror: {repo} (fetch github:{repo})", file=sys.stderr)
        return None
    commit = commit or git(gitdir, "rev-parse", "HEAD").strip()
    tree = git(gitdir, "ls-tree", "-r", "--name-only", commit).splitlines()
    roots = {re.sub(r"[^/]*(\.xcodeproj|\.swiftpm)/.*|Package\.swift$", "", p) for p in tree
             if re.search(r"\.(xcodeproj|swiftpm)/|(^|/)Package\.swift$", p)}
    paths = [p for p in tree if p.endswith(".swift") and not OTHER_TARGET.search(p) and "," not in p
             and "\t" not in p and not re.search("secret", p, re.I)]
    own = {c for p in tree for c in p.split("/")[:-1]}  # the repository's own modules are folders in it
    return commit, Index(gitdir, commit, paths), roots, APPLE | own


def keep(manifest):
    """The entries of `manifest` again, with the same main files; only the files they need are worked out anew."""
    print("entry\trepo\tcommit\tpaths\tkind")
    repos = {}
    with open(manifest) as f:
        for line in f.read().splitlines()[1:]:
            entry, repo, commit, paths, kind = line.split("\t")
            if (repo, commit) not in repos:
                repos[repo, commit] = repository(repo, commit)
            if repos[repo, commit] is None:
                print(line)
                continue
            _, idx, roots, modules = repos[repo, commit]
            main_file = paths.split(",")[0]
            need, foreign = deps(main_file, idx, roots, modules)
            if foreign:
                print(f"{entry}: left out {', '.join(sorted(foreign))} (other modules)", file=sys.stderr)
            print("\t".join([entry, repo, commit, ",".join([main_file] + need), kind]))


def choose():
    print("entry\trepo\tcommit\tpaths\tkind")
    seen_blobs, names = set(), set()
    for repo, kind, quota in REPOS:
        found = repository(repo)
        if found is None:
            continue
        commit, idx, roots, modules = found
        files = idx.files
        eligible = []
        for p in sorted(files, key=stable):
            src = files[p]
            blob = hashlib.sha1(src.encode()).hexdigest()
            if (blob in seen_blobs or WIDGETS.search(p) or "import SwiftUI" not in src or not VIEW.search(idx.code[p])
                    or NOT_IOS.search(src) or len(src) > 40000 or src.count("\n") < 12
                    or ('Text("Hello, world!")' in src and src.count("\n") < 30)):
                continue
            eligible.append(p)
            seen_blobs.add(blob)
        entries = {}  # main file -> the files it needs, for those whose imports are all Apple's or the repository's

        def take(p):
            if p not in entries:
                need, foreign = deps(p, idx, roots, modules)
                entries[p] = None if foreign or set(IMPORT.findall(files[p])) - modules else need
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


if __name__ == "__main__":
    if sys.argv[1:2] == ["--keep"] and len(sys.argv) == 3:
        keep(sys.argv[2])
    elif len(sys.argv) == 1:
        choose()
    else:
        sys.exit(__doc__)
