import SwiftSyntax

/// Turns the rewrite plans into one unified diff (`git apply` reads it).
enum MigrationRewriter {
    /// The diff of every planned file, paths relative to `root`.
    static func diff(plans: [String: RewritePlan], trees: [String: SourceFileSyntax], root: String) -> String {
        var output = ""
        for path in plans.keys.sorted() {
            guard let plan = plans[path], let tree = trees[path] else { continue }
            let rewriter = OrientationMigrationRewriter(plan: plan)
            var rewritten = rewriter.rewrite(tree, detach: true).cast(SourceFileSyntax.self)
            guard rewriter.changed else { continue }
            if rewriter.usesLibrary { rewritten = ImportAdder.addingOrientationKit(to: rewritten) }
            let before = tree.description
            let after = rewritten.description
            guard before != after else { continue }
            output += UnifiedDiff.make(old: before, new: after, path: relativePath(path, root: root))
        }
        return output
    }

    /// The diff of project files that lose whole lines (`INFOPLIST_KEY_UIRequiresFullScreen = YES`
    /// in every configuration).
    static func lineRemovals(_ files: [FileFacts], root: String) -> String {
        var output = ""
        for file in files.sorted(by: { $0.path < $1.path }) {
            guard case .success(let text) = SourceFileReader.read(file.path) else { continue }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let kept = lines.enumerated().filter { !file.removableLines.contains($0.offset + 1) }.map(\.element)
            output += UnifiedDiff.make(
                old: text, new: kept.joined(separator: "\n"), path: relativePath(file.path, root: root))
        }
        return output
    }

    /// `path` relative to `root` when it is inside it; otherwise as given.
    static func relativePath(_ path: String, root: String) -> String {
        let base = root.hasSuffix("/") ? root : root + "/"
        if path.hasPrefix(base) { return String(path.dropFirst(base.count)) }
        if path.hasPrefix("./") { return String(path.dropFirst(2)) }
        return path
    }
}

/// Adds `import OrientationKit` after the last top-level import, if missing.
enum ImportAdder {
    static func addingOrientationKit(to file: SourceFileSyntax) -> SourceFileSyntax {
        var statements = Array(file.statements)
        let imports = statements.indices.filter { statements[$0].item.is(ImportDeclSyntax.self) }
        if imports.contains(where: {
            statements[$0].item.as(ImportDeclSyntax.self)?.path.trimmedDescription == "OrientationKit"
        }) {
            return file
        }
        let leading: Trivia = imports.isEmpty ? [] : .newline
        guard let line = SyntaxSnippet.statement("import OrientationKit", indentation: leading) else { return file }
        if let last = imports.last {
            statements.insert(line, at: last + 1)
        } else {
            var first = line.with(\.trailingTrivia, .newlines(2))
            if let existing = statements.first {
                first = first.with(\.leadingTrivia, existing.leadingTrivia)
                statements[0] = existing.with(\.leadingTrivia, [])
            }
            statements.insert(first, at: 0)
        }
        var result = file
        result.statements = CodeBlockItemListSyntax(statements)
        return result
    }
}
