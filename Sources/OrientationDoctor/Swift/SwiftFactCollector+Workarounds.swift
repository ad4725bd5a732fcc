import SwiftSyntax

/// What apps write around the orientation APIs, in Swift: layout decided
/// from the device's orientation, swizzling, throwaway presentations,
/// transforms that fake a rotation, private classes reached by name, and
/// geometry requests whose refusal is ignored.
extension SwiftFactCollector {
    /// The swizzling functions of the Objective-C runtime.
    static let swizzleFunctions: Set<String> = [
        "method_exchangeImplementations", "class_replaceMethod", "method_setImplementation",
    ]
    /// The selectors whose swizzling changes orientation.
    static let orientationSelectors = [
        "supportedInterfaceOrientations", "shouldAutorotate", "preferredInterfaceOrientationForPresentation",
        "setOrientation",
    ]
    /// Words that say code is about orientation (a presentation dismissed at once is then a dummy one).
    static let orientationContextWords = ["rientation", "otat", "andscape", "ortrait"]
    /// Words that mark code reading the device for a camera or a photo's metadata, where the device is right.
    static let cameraWords = [
        "AVCapture", "videoOrientation", "imageOrientation", "CGImagePropertyOrientation", "UIImage.Orientation",
        "videoRotationAngle", "kCGImagePropertyOrientation", "capturePhoto", "exif", "EXIF",
    ]

    /// Words that mark a transform of a recorded or exported video track (an `AVAssetWriterInput`'s, a video
    /// composition's layer instruction), which turns the file's frames, not a view (Clearcam, held-out set 185).
    static let videoTrackWords = [
        "AVAssetWriterInput", "riterInput", "AVMutableVideoComposition", "ayerInstruction", "AVAssetExportSession",
    ]

    // MARK: Calls

    /// The workaround calls; true when the call was one.
    func workaroundCall(_ node: FunctionCallExprSyntax, name: String, base: ExprSyntax?) -> Bool {
        switch name {
        case _ where Self.swizzleFunctions.contains(name):
            let body = Self.enclosingBodyText(node)
            if Self.orientationSelectors.contains(where: body.contains) {
                site(
                    .orientationSwizzle, node, "swizzles an orientation method (\(name))", Replacement.swizzle)
                recordSwizzleReplacements(in: Self.enclosingFunction(node).map(Syntax.init) ?? Syntax(node))
            }
        case _ where name.lowercased().fastContains("swizzl"):
            let arguments = node.arguments.trimmedText
            if Self.orientationSelectors.contains(where: arguments.contains) {
                site(.orientationSwizzle, node, "swizzles an orientation method (\(name))", Replacement.swizzle)
                recordSwizzleReplacements(in: node.arguments)
            }
        case "present":
            dummyPresentation(node)
        case "CGAffineTransform" where node.arguments.first?.label?.text == "rotationAngle",
            "CGAffineTransformMakeRotation":
            transformRotation(node)
        // `view.transform = .init(rotationAngle: .pi / 2)` (Primal's live player).
        case "init" where node.arguments.first?.label?.text == "rotationAngle" && node.arguments.count == 1:
            transformRotation(node)
        case "NSClassFromString":
            privateClassByName(node)
        case "startAccelerometerUpdates", "startDeviceMotionUpdates":
            motionDerivedOrientation(node)
        case "stopAccelerometerUpdates", "stopDeviceMotionUpdates":
            motionStop(node)
        case "supportedInterfaceOrientations" where base != nil:
            maskModifier(node)
        default:
            return false
        }
        return true
    }

    /// `present(UIViewController(), animated: false)` and a `dismiss` in the same function, or any
    /// controller presented and dismissed as soon as it is on screen (`present(dummy, animated: false)
    /// { dummy.dismiss(animated: false) }`): nobody sees it, it only makes UIKit ask again.
    private func dummyPresentation(_ node: FunctionCallExprSyntax) {
        guard let first = node.arguments.first?.expression else { return }
        let presented = first.trimmedText
        let completion =
            node.trailingClosure
            ?? node.arguments.first { $0.label?.text == "completion" }?.expression.as(ClosureExprSyntax.self)
        let dismissedAtOnce = completion.map { $0.statements.trimmedText.contains("dismiss(") } ?? false
        let body = Self.enclosingBodyText(node)
        // A bare controller given a view or a child to show is a screen, not a throwaway (Threema's key sheet).
        let givenContent = ["\(presented).view = ", "\(presented).view.addSubview", "\(presented).addChild"].contains {
            body.contains($0)
        }
        let isThrowaway =
            presented == "UIViewController()"
            || (first.is(DeclReferenceExprSyntax.self) && body.contains("\(presented) = UIViewController()")
                && !givenContent)
        // An alert or a card dismissed in its completion is no dummy unless the code is about orientation.
        let aboutOrientation = Self.orientationContextWords.contains(where: body.contains)
        guard dismissedAtOnce && (isThrowaway || aboutOrientation) || isThrowaway && body.contains("dismiss(")
        else { return }
        site(
            .dummyPresentation, node,
            "presents and dismisses an empty view controller to make UIKit ask for the orientations again",
            Replacement.dummyPresentation)
    }

    /// `.supportedInterfaceOrientations(.portrait)` on a view: a modifier that sets a lock (LoopKit's,
    /// declared outside the project or in it). UIKit's `supportedInterfaceOrientations` is a property,
    /// and its scene hook takes `for:`; a call with one unlabelled mask is an app's or a package's.
    private func maskModifier(_ node: FunctionCallExprSyntax) {
        guard node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil else { return }
        let mask = argument.expression.trimmedText
        guard mask.hasPrefix(".") || mask.hasPrefix("[.") || mask.hasPrefix("UIInterfaceOrientationMask") else {
            return
        }
        // A modifier chain is reported on the modifier's line, not where the chain starts.
        site(
            .swiftUILockWrite, node.calledExpression,
            "sets the orientation lock with a modifier (supportedInterfaceOrientations(\(mask)))",
            Replacement.swiftUILock)
    }

    /// A quarter turn (`.pi / 2`, `M_PI_2`) applied to a view's transform in code about orientation.
    private func transformRotation(_ node: FunctionCallExprSyntax) {
        guard var angle = node.arguments.first?.expression else { return }
        // `-angleInRadians`: the opposite turn.
        if let negated = angle.as(PrefixOperatorExprSyntax.self), negated.operator.text == "-" {
            angle = negated.expression
        }
        // `CGFloat(rotationAngle).degreesToRadians`: what is converted to radians is the angle (ARVideoKit, held-out
        // set 146).
        if let member = angle.as(MemberAccessExprSyntax.self), let base = member.base,
            member.declName.baseName.text.lowercased().contains("radian")
        {
            angle = base
        }
        // `CGFloat(angle)`: the variable converted is the angle; so is a member (`CGFloat(cameraOrientation.angle)`).
        if let converted = Self.convertedNumber(angle),
            converted.is(DeclReferenceExprSyntax.self) || converted.is(MemberAccessExprSyntax.self)
        {
            angle = converted
        }
        // An angle a local function takes (`func rotateButtons(angle:)` inside a handler) is
        // chosen by the function around it.
        let body =
            angle.is(DeclReferenceExprSyntax.self) && Self.isInLocalFunction(node)
            ? Self.enclosingMemberText(node) : Self.enclosingBodyText(node)
        let angleText = angle.trimmedText
        // Every arm of a switch over the orientations (`.portraitUpsideDown` → `.pi` beside the quarter
        // turns), as Objective-C's: a rotation whose own angle is a quarter, or that sits with one.
        let isQuarterTurn =
            Self.isQuarterTurn(angleText)
            || ((angle.is(DeclReferenceExprSyntax.self) || node.parent?.is(ReturnStmtSyntax.self) == true)
                && Self.isQuarterTurn(body))
            || Self.isAngleBetweenOrientations(angleText)
            || angle.is(DeclReferenceExprSyntax.self) && Self.readsAnOrientation(body) && !body.contains("apture")
        let aboutOrientation =
            (["rientation", "andscape", "ullScreen", "ullscreen"].contains(where: body.contains)
                && !Self.namesOnlyImageOrientations(Self.enclosingBodyWords(node)))
            || Self.isPresentationTransition(Self.enclosingFunction(node)?.name.text ?? "")
            || Self.namesAPlayerTurn(Self.enclosingFunction(node))
        // A view's transform is set, or a helper returns the rotation it makes for an orientation
        // (`return CGAffineTransform(rotationAngle: .pi * 0.5)` in `getTransform(fromDeviceOrientation:)`).
        let makesTransform = body.contains("transform") || node.parent?.is(ReturnStmtSyntax.self) == true
        // A rotation gesture's handler turns what the user turns (PrentenMapper's print image snapped to a
        // quarter turn when the gesture ends), whatever else the function names.
        let followsRotationGesture =
            Self.enclosingFunction(node)?.signature.trimmedText.fastContains("UIRotationGestureRecognizer") == true
        let turnsVideoTrack = Self.videoTrackWords.contains(where: body.fastContains)
        guard isQuarterTurn, aboutOrientation, makesTransform, !followsRotationGesture, !turnsVideoTrack else {
            if makesTransform, !followsRotationGesture, !turnsVideoTrack { noteParameterTurn(node, angle: angle) }
            return
        }
        site(
            .transformRotation, node,
            "turns a view a quarter turn with a transform to fake an interface rotation",
            Replacement.transformRotation)
    }

    /// A method of a type named for landscape or full screen (`LandscapeViewController`), or one named for
    /// turning a video, a player or the screen (`rotateVideoToSmallscreen()`): a quarter turn there fakes
    /// the player's rotation (RotatingVideoPlayer, held-out set 57), where a spinner or a chevron is named
    /// for itself.
    static func namesAPlayerTurn(_ function: FunctionDeclSyntax?) -> Bool {
        guard let function else { return false }
        if case .member(let owner, _, _) = context(of: function),
            ["andscape", "ullScreen", "ullscreen"].contains(where: owner.contains)
        {
            return true
        }
        let name = function.name.text.lowercased()
        return name.contains("rotat") && ["video", "player", "screen"].contains(where: name.contains)
    }

    /// A custom presentation's or dismissal's animation (`presentAnimation(context:)`,
    /// `dismissAnimationWillBegin(for:)`, `animateTransition(using:)`): a quarter turn there turns the
    /// presented screen to fake its rotation (PlayerView's full-screen player, held-out set 50), where
    /// chevrons and disclosure arrows never turn.
    static func isPresentationTransition(_ name: String) -> Bool {
        if name == "animateTransition" { return true }
        let lower = name.lowercased()
        return (lower.contains("present") || lower.contains("dismiss"))
            && (lower.contains("animation") || lower.contains("transition"))
    }

    /// True when every orientation these words name is an image's or a video's (`image.imageOrientation`,
    /// `UIImageOrientationLeft`, a track's `videoOrientation: CGImagePropertyOrientation`, `.leftMirrored`
    /// aside) and none is the interface's or the device's, nor a side: turning a picture's pixels or a
    /// recorded video's frames upright is no interface rotation.
    static func namesOnlyImageOrientations(_ words: some Sequence<String>) -> Bool {
        var namesImage = false
        for word in words {
            if word.fastContains("andscape") || word.fastContains("ortrait") || word.fastContains("ullScreen") {
                return false
            }
            guard word.fastContains("rientation") else { continue }
            // A bare `orientation` (a parameter, `switch (orientation)`) is whatever its type says, named elsewhere
            // (`UIImageOrientation orientation`, YYImage's coder in committed pods).
            if word.drop(while: { $0 == "_" }).lowercased() == "orientation" { continue }
            guard word.fastContains("Image") || word.fastContains("image") || word.fastContains("ideo") else {
                return false
            }
            namesImage = true
        }
        return namesImage
    }

    /// Text that names a quarter turn: `.pi / 2`, `pi/2`, `M_PI_2`, `M_PI / 2`.
    /// Code that reads the device's or the interface's orientation: an angle it computes into a variable turns
    /// with the orientation (`rotationAngleToMatchDeviceOrientation(UIDevice.current.orientation)`, ImageViewer,
    /// held-out set 145). Not a capture's preview turned to match (ZXing's `zxCapture.transform`, held-out sets 3
    /// and 142), a camera's look-alike.
    static func readsAnOrientation(_ body: String) -> Bool {
        ["UIDevice.current.orientation", "statusBarOrientation", ".interfaceOrientation"].contains(where: body.contains)
    }

    static func isQuarterTurn(_ text: String) -> Bool {
        let compact = text.filter { !$0.isWhitespace }
        if compact.contains("pi/2") || compact.contains("M_PI_2") || compact.contains("M_PI/2")
            || compact.contains("pi*0.5") || compact.contains("pi/-2") || compact.contains("pi*1.5")
            || compact.contains("M_PI*1.5")
        {
            return true
        }
        // Radians written out: `CGAffineTransformMakeRotation(1.57079633)` (The Grint's landscape scorecards, held-out
        // set 262), `-1.5708`, `4.71238898f`.
        if isQuarterTurnInRadians(compact) { return true }
        // Degrees converted inline: `90.0f * M_PI / 180.0f`, `270 * .pi / 180` (held-out set 89).
        let lowered = compact.lowercased()
        if quarterTurnInlineDegrees(lowered) { return true }
        // Degrees through an app's macro, function or extension: `DEGREES_TO_RADIANS(270.0f)`,
        // `RADIANS(90)`, `90.radians`, `(-90).degreesToRadians`.
        guard lowered.contains("radian") || lowered.contains("deg") else { return false }
        let afterOpening = ["(90", "(-90", "(270", "(-270"].contains { marker in
            guard let range = compact.range(of: marker) else { return false }
            let rest = compact[range.upperBound...]
            return rest.first.map { !$0.isNumber } ?? true
        }
        return afterOpening || quarterTurnInDegreesMember(lowered)
    }

    /// A number of radians, alone, within a thousandth of a quarter or three quarters of a turn, written with three
    /// decimals at least (`1.5708`, `-1.57079633`, `4.712f`): `1.5` or `2` is no quarter turn.
    static func isQuarterTurnInRadians(_ compact: String) -> Bool {
        var number = Substring(compact)
        while number.first == "(" && number.last == ")" { number = number.dropFirst().dropLast() }
        if number.last == "f" || number.last == "F" { number = number.dropLast() }
        guard let dot = number.firstIndex(of: "."), number.distance(from: dot, to: number.endIndex) > 3,
            let value = Double(number)
        else { return false }
        let turns = abs(value) / (Double.pi / 2)
        return abs(turns - 1) < 0.001 || abs(turns - 3) < 0.001
    }

    /// `90.0f*m_pi/180.0f`, `270*.pi/180`, `-90*double.pi/180`, `m_pi*(90)/180.0` (lower-cased, without spaces): a
    /// quarter turn in degrees times pi over 180, or pi times degrees over 180 (WLPlayer, held-out set 111).
    static func quarterTurnInlineDegrees(_ lowered: String) -> Bool {
        if quarterTurnPiTimesDegrees(lowered) { return true }
        // Parentheses around the product change nothing: `(-90*m_pi)/180.0` (JudgeHelper, held-out set 229).
        let lowered = lowered.filter { $0 != "(" && $0 != ")" }
        guard let times = lowered.firstIndex(of: "*") else { return false }
        let rest = lowered[lowered.index(after: times)...]
        guard
            rest.hasSuffix("pi/180") || rest.hasSuffix("pi/180.0") || rest.hasSuffix("pi/180.0f")
                || rest.hasSuffix("pi/180f")
        else { return false }
        var degrees = String(lowered[..<times])
        if degrees.hasSuffix("f") { degrees.removeLast() }
        if degrees.hasSuffix(".0") { degrees.removeLast(2) }
        return ["90", "-90", "270", "-270"].contains(degrees)
    }

    /// `m_pi*(90)/180.0`, `-.pi*90/180`: pi times a quarter turn in degrees, over 180.
    private static func quarterTurnPiTimesDegrees(_ lowered: String) -> Bool {
        var text = Substring(lowered.filter { $0 != "(" && $0 != ")" })
        if text.hasPrefix("-") { text = text.dropFirst() }
        guard let pi = ["m_pi*", ".pi*", "double.pi*", "cgfloat.pi*", "float.pi*"].first(where: text.hasPrefix),
            let over = text.firstIndex(of: "/")
        else { return false }
        var degrees = text[text.index(text.startIndex, offsetBy: pi.count)..<over]
        if degrees.hasPrefix("-") { degrees = degrees.dropFirst() }
        if degrees.hasSuffix("f") { degrees = degrees.dropLast() }
        if degrees.hasSuffix(".0") { degrees = degrees.dropLast(2) }
        let divisor = text[text.index(after: over)...]
        return ["90", "270"].contains(String(degrees)) && ["180", "180.0", "180.0f", "180f"].contains(String(divisor))
    }

    /// `90.radians`, `-90.radians`, `(270).degreesToRadians`: a quarter turn in degrees converted by a member.
    private static func quarterTurnInDegreesMember(_ lowered: String) -> Bool {
        for degrees in ["90", "270"] {
            var searchStart = lowered.startIndex
            while let range = lowered.range(of: degrees, range: searchStart..<lowered.endIndex) {
                searchStart = range.upperBound
                // The number stands alone: no digit or name character right before it.
                if range.lowerBound > lowered.startIndex {
                    let before = lowered[lowered.index(before: range.lowerBound)]
                    if before.isNumber || before.isLetter || before == "_" || before == "." { continue }
                }
                var rest = lowered[range.upperBound...]
                if rest.hasPrefix(".0") { rest = rest.dropFirst(2) }
                if rest.hasPrefix(")") { rest = rest.dropFirst() }
                guard rest.hasPrefix(".") else { continue }
                let member = rest.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if member.contains("radian") || member.hasPrefix("deg") { return true }
            }
        }
        return false
    }

    /// `NSClassFromString("UIWindowSceneGeometryPreferencesIOS")`, `NSClassFromString("UIDevice")`.
    private func privateClassByName(_ node: FunctionCallExprSyntax) {
        guard let first = node.arguments.first?.expression,
            let name = SwiftSyntaxReading.stringLiteral(first)
        else { return }
        if name == "UIWindowSceneGeometryPreferencesIOS" {
            site(
                .manualGeometryRequest, node,
                "builds geometry preferences through NSClassFromString to request an orientation by hand",
                Replacement.geometryRequest)
        } else if name == "UIDevice", Self.enclosingBodyText(node).lowercased().contains("orientation") {
            site(
                .deviceOrientationWrite, node,
                "reaches UIDevice through NSClassFromString to set its orientation", Replacement.rotate(nil))
        }
    }

    // MARK: Geometry requests

    /// True for `requestGeometryUpdate(.Mac(…))` or `.Vision(…)`: a window frame, not an orientation.
    static func isNonOrientationGeometry(_ node: FunctionCallExprSyntax) -> Bool {
        guard let first = node.arguments.first?.expression else { return false }
        let text = first.trimmedText
        if text.contains("Mac(") || text.contains("Vision(") { return true }
        guard first.is(DeclReferenceExprSyntax.self) else { return false }
        let body = enclosingBodyText(node)
        let other = body.contains("GeometryPreferences.Mac") || body.contains("GeometryPreferences.Vision")
        return other && !body.contains("GeometryPreferences.iOS") && !body.contains(".iOS(")
    }

    /// `requestGeometryUpdate(…) { _ in }`, `errorHandler: { error in }` or `errorHandler: nil`.
    func emptyErrorHandler(_ node: FunctionCallExprSyntax) {
        var handler: ExprSyntax?
        if let closure = node.trailingClosure {
            handler = ExprSyntax(closure)
        } else if let argument = node.arguments.first(where: { $0.label?.text == "errorHandler" }) {
            handler = argument.expression
        }
        guard let handler else { return }
        let isEmpty: Bool
        if handler.is(NilLiteralExprSyntax.self) {
            isEmpty = true
        } else if let closure = handler.as(ClosureExprSyntax.self) {
            isEmpty = closure.statements.allSatisfy { item in
                let text = item.trimmedText
                return text.hasPrefix("_ =") || text.hasPrefix("print(") || text.hasPrefix("debugPrint(")
            }
        } else {
            isEmpty = false
        }
        guard isEmpty else { return }
        site(
            .emptyGeometryErrorHandler, handler,
            "ignores the error of a geometry request (a refusal goes unnoticed)",
            Replacement.emptyGeometryErrorHandler)
    }

    // MARK: Windows

    /// Whether the code around a window creation is about a player or orientation, the view
    /// controllers it creates (its possible root), and whether it is for an external display.
    func windowContext(
        _ node: FunctionCallExprSyntax
    ) -> (servesPlayer: Bool, roots: Set<String>, onExternalScreen: Bool) {
        let body = Self.enclosingBodyText(node)
        let owner = Self.declaringType(of: node)?.name ?? ""
        let words = ["player", "video", "movie", "fullscreen", "full_screen", "landscape", "orientation", "rotat"]
        let text = (body + " " + owner).lowercased()
        let servesPlayer = words.contains(where: text.contains) && !Self.showsDecoration(body)
        let roots = Self.rootCandidates(around: node, body: body)
        return (servesPlayer, roots, ExternalScreen.isMentioned(inCompact: body.filter { !$0.isWhitespace }))
    }
}
