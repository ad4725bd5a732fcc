import SwiftSyntax

/// The `--diff` rewriter: applies one file's ``RewritePlan`` to its syntax
/// tree. Decisions are made on the original nodes (by the offsets pass one
/// recorded); new code comes from ``SyntaxSnippet``.
final class OrientationMigrationRewriter: SyntaxRewriter {
    let plan: RewritePlan
    private(set) var changed = false
    /// True once the file uses the library (`import OrientationKit` is needed).
    private(set) var usesLibrary = false

    init(plan: RewritePlan) {
        self.plan = plan
        super.init(viewMode: .sourceAccurate)
    }

    private func offset(_ node: some SyntaxProtocol) -> Int { node.positionAfterSkippingLeadingTrivia.utf8Offset }

    /// New code, with the library's types qualified where the app declares its own.
    private func source(_ text: String) -> String {
        plan.qualifiedNames.isEmpty ? text : ProjectResolver.qualify(text, plan.qualifiedNames.sorted())
    }

    // MARK: The app delegate's hook

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        guard plan.hookBodies.contains(offset(node.name)), let body = node.body,
            var last = node.signature.parameterClause.parameters.last
        else {
            return super.visit(node)
        }
        var function = node
        var name = (last.secondName ?? last.firstName).text
        if name == "_" {
            name = "window"
            last.secondName = .identifier("window", leadingTrivia: .space)
            var parameters = Array(node.signature.parameterClause.parameters)
            parameters[parameters.count - 1] = last
            function.signature.parameterClause.parameters = FunctionParameterListSyntax(parameters)
        }
        let outer = SyntaxSnippet.indentation(of: node)
        let inner = body.statements.first.map { SyntaxSnippet.indentation(of: $0) } ?? SyntaxSnippet.deeper(outer)
        guard
            let answer = SyntaxSnippet.statement(
                source("OrientationManager.shared.supportedInterfaceOrientations(for: \(name))"), indentation: inner)
        else {
            return super.visit(node)
        }
        var newBody = body
        newBody.statements = CodeBlockItemListSyntax([answer.with(\.leadingTrivia, SyntaxSnippet.line(inner))])
        newBody.rightBrace = body.rightBrace.with(\.leadingTrivia, SyntaxSnippet.line(outer))
        function.body = newBody
        changed = true
        usesLibrary = true
        return DeclSyntax(function)
    }

    // MARK: Members and policies

    override func visit(_ node: MemberBlockItemListSyntax) -> MemberBlockItemListSyntax {
        var items: [MemberBlockItemSyntax] = []
        var removedNewlines: Int?
        for item in node {
            if let variable = item.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                plan.removedMembers.contains(offset(binding.pattern))
            {
                changed = true
                removedNewlines = removedNewlines ?? Self.leadingNewlines(item.leadingTrivia)
                continue
            }
            var kept = rewrite(item, detach: true).cast(MemberBlockItemSyntax.self)
            if let limit = removedNewlines {
                // The blank lines before a deleted member go with it.
                kept.leadingTrivia = Self.limitingLeadingNewlines(
                    kept.leadingTrivia, to: items.isEmpty ? limit : max(limit, 1))
                removedNewlines = nil
            }
            items.append(kept)
        }
        return MemberBlockItemListSyntax(items)
    }

    private static func leadingNewlines(_ trivia: Trivia) -> Int {
        var count = 0
        for piece in trivia.pieces {
            guard case .newlines(let lines) = piece else { break }
            count += lines
        }
        return count
    }

    private static func limitingLeadingNewlines(_ trivia: Trivia, to limit: Int) -> Trivia {
        var pieces = trivia.pieces
        if case .newlines(let lines)? = pieces.first, lines > limit {
            pieces[0] = .newlines(max(limit, 1))
        }
        return Trivia(pieces: pieces)
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        let rewritten = super.visit(node)
        guard let policy = plan.policies[node.name.text], var decl = rewritten.as(ClassDeclSyntax.self) else {
            return rewritten
        }
        let outer = SyntaxSnippet.indentation(of: node)
        let inner = SyntaxSnippet.deeper(outer)
        var members = Array(decl.memberBlock.members)
        if let index = members.firstIndex(where: Self.isViewDidLoad),
            var function = members[index].decl.as(FunctionDeclSyntax.self), var body = function.body
        {
            var statements = Array(body.statements)
            let indentation = statements.first.map { SyntaxSnippet.indentation(of: $0) } ?? SyntaxSnippet.deeper(inner)
            guard
                let line = SyntaxSnippet.statement(
                    source("orientationPolicy = \(policy)"),
                    indentation: SyntaxSnippet.line(indentation))
            else { return rewritten }
            let superCall = statements.firstIndex { $0.trimmedDescription == "super.viewDidLoad()" }
            statements.insert(line, at: superCall.map { $0 + 1 } ?? 0)
            body.statements = CodeBlockItemListSyntax(statements)
            function.body = body
            members[index] = members[index].with(\.decl, DeclSyntax(function))
        } else {
            let body = SyntaxSnippet.deeper(inner)
            let member = source(
                "override func viewDidLoad() {\n\(body)super.viewDidLoad()\n\(body)orientationPolicy = \(policy)\n\(inner)}"
            )
            let blankLine = Trivia(pieces: [.newlines(2)] + inner.pieces)
            guard
                let item = SyntaxSnippet.member(
                    member, indentation: members.isEmpty ? SyntaxSnippet.line(inner) : blankLine)
            else { return rewritten }
            members.append(item)
        }
        decl.memberBlock.members = MemberBlockItemListSyntax(members)
        decl.memberBlock.rightBrace = decl.memberBlock.rightBrace.with(\.leadingTrivia, SyntaxSnippet.line(outer))
        changed = true
        usesLibrary = true
        return DeclSyntax(decl)
    }

    private static func isViewDidLoad(_ item: MemberBlockItemSyntax) -> Bool {
        guard let function = item.decl.as(FunctionDeclSyntax.self) else { return false }
        return function.name.text == "viewDidLoad" && function.signature.parameterClause.parameters.isEmpty
            && function.body != nil
    }

    // MARK: SwiftUI lock modifiers

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            let rewrite = plan.modifierRewrites[offset(member.declName)]
        else {
            return super.visit(node)
        }
        let visited = super.visit(node)
        guard let call = visited.as(FunctionCallExprSyntax.self),
            let result = SwiftUIModifierRewriting.apply(rewrite, to: call, qualify: source)
        else { return visited }
        changed = true
        if case .drop = rewrite {} else { usesLibrary = true }
        return result
    }

    // MARK: Rotations

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        var items: [CodeBlockItemSyntax] = []
        for item in node {
            let position = offset(item)
            if plan.removedStatements.contains(position) {
                changed = true
                continue
            }
            if let orientation = plan.rotations[position],
                let rotation = SyntaxSnippet.statement(
                    source("OrientationManager.shared.rotate(self, to: .\(orientation))"),
                    indentation: item.leadingTrivia)
            {
                items.append(rotation.with(\.trailingTrivia, item.trailingTrivia))
                changed = true
                usesLibrary = true
                continue
            }
            items.append(rewrite(item, detach: true).cast(CodeBlockItemSyntax.self))
        }
        return CodeBlockItemListSyntax(items)
    }
}
