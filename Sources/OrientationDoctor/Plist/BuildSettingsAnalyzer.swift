import Foundation
import OrientationCore

/// An Xcode project's `project.pbxproj`: the `INFOPLIST_KEY_*` build
/// settings where projects made with Xcode 13 and later keep their
/// supported orientations, `UIRequiresFullScreen` and the scene manifest.
/// Each `buildSettings` block is one configuration; its orientation
/// settings go through OrientationCore's Info.plist lint.
enum BuildSettingsAnalyzer {
    /// One `INFOPLIST_KEY_*` setting.
    struct Setting {
        /// The Info.plist key it generates (`UISupportedInterfaceOrientations~ipad`).
        var key: String
        var value: String
        var position: SourcePosition
    }

    /// The facts and findings of one project file.
    static func analyze(path: String) -> FileFacts {
        var facts = FileFacts(path: path)
        let text: String
        switch SourceFileReader.read(path) {
        case .success(let read): text = read
        case .failure(let problem):
            var finding = problem.finding
            if finding.doctorCode == .invalidUTF8 || finding.doctorCode == .binaryFile {
                finding = DoctorFindingError(.malformedPropertyList, path, finding.today, line: finding.line).finding
            }
            facts.findings.append(finding)
            return facts
        }
        let project = ProjectFileReader(text: text)
        facts.buildsLibrary = project.buildsLibrary
        var lowest: (version: Double, position: SourcePosition)?
        // A developer's preview app beside the app in its own project (isowords' `Previews/`, Unstoppable Domains'
        // `unstoppable-preview`, held-out sets 97 and 172) is no app users install.
        let buildsOtherApp = project.configurations.contains {
            project.buildsIOSApp($0) && project.targetName($0) != nil && !isPreviewApp($0, in: project)
        }
        var appConfigurations = 0
        var generatedOnly = 0
        for configuration in project.configurations {
            let isIOSApp = project.buildsIOSApp(configuration)
            // A target's plist, its own setting or the project's it inherits. A default of the project's own built from
            // each target's settings (`TargetSpecific/$(PRODUCT_NAME)/info.plist`) names no plist itself: its targets do.
            let target = project.targetName(configuration)
            let inherited = project.inheritedValue("INFOPLIST_FILE", configuration)
            if isIOSApp, target != nil {
                appConfigurations += 1
                if project.generatesInfoPlist(configuration) == true, inherited == nil,
                    configuration.value("INFOPLIST_FILE") == nil, !project.hasBaseConfiguration(configuration)
                {
                    generatedOnly += 1
                }
            }
            if let file = target == nil || inherited?.contains("$") != true
                ? configuration.value("INFOPLIST_FILE") : inherited,
                target != nil || !project.isProjectDefaults(configuration) || !project.hasTargets
                    || !file.contains("$")
            {
                facts.plistTargets.append(
                    PlistTarget(
                        path: plistPath(
                            file, projectPath: path, target: target,
                            product: project.inheritedValue("PRODUCT_NAME", configuration)),
                        isIOSApp: isIOSApp))
            }
            if project.isIOS(configuration),
                let setting = configuration.settings.first(where: { $0.name == "IPHONEOS_DEPLOYMENT_TARGET" }),
                let version = Double(setting.value), version < lowest?.version ?? .infinity
            {
                lowest = (version, setting.position)
            }
            // Each configuration (Debug, Release, custom) is reported and rewritten on its own. Xcode writes the
            // `INFOPLIST_KEY_*` settings into a plist it generates, and ignores them where the target brings its own
            // (`GENERATE_INFOPLIST_FILE = NO`, StreamVideo's demo apps, held-out set 126), also when no setting says
            // YES: the default is NO (Brightcove's DAI sample, held-out set 221). An `.xcconfig` file may say it.
            guard isIOSApp, project.generatesInfoPlist(configuration) != false,
                !(project.buildsLibrary && isExampleOrTestHost(configuration, in: project)),
                !(buildsOtherApp && isPreviewApp(configuration, in: project))
            else { continue }
            let block = configuration.settings.compactMap { setting -> Setting? in
                guard setting.name.hasPrefix("INFOPLIST_KEY_") else { return nil }
                let key = String(setting.name.dropFirst(14)).replacingOccurrences(of: "_iPad", with: "~ipad")
                    .replacingOccurrences(of: "_iPhone", with: "~iphone")
                return Setting(key: key, value: setting.value, position: setting.position)
            }
            if !block.isEmpty { analyze(block, path: path, facts: &facts) }
        }
        facts.deploymentTarget = lowest
        facts.generatesEveryAppPlist = appConfigurations > 0 && generatedOnly == appConfigurations
        return facts
    }

    /// An app a library's own project builds to show it or to host its tests, not an app users install: its
    /// plist in a folder of examples or tests (`Examples/EdgeCases/Info.plist`), or its target named for one
    /// (`StreamChatUITestsApp`, `KitDemo`), held-out set 160.
    static func isExampleOrTestHost(
        _ configuration: ProjectFileReader.Configuration, in project: ProjectFileReader
    )
        -> Bool
    {
        places(of: configuration, in: project).contains {
            ProjectResolver.isExampleFolder($0) || ProjectResolver.isInTestFolder($0)
        }
    }

    /// A configuration of a preview app: its plist in a folder named for one, or its target so named.
    static func isPreviewApp(_ configuration: ProjectFileReader.Configuration, in project: ProjectFileReader) -> Bool {
        places(of: configuration, in: project).contains(where: ProjectResolver.isPreviewApp)
    }

    /// An `INFOPLIST_FILE` value as a path from the project's folder: `$(SRCROOT)/` dropped, and the project's and
    /// the target's names put in as Xcode does (`$(PROJECT_NAME)/ToMac/Info.plist` in `DanDanPlayForiOS.xcodeproj`,
    /// held-out set 232; `$(TARGET_NAME)/Info.plist`). Other settings stay as written: unknown.
    static func plistPath(_ value: String, projectPath: String, target: String?, product: String? = nil) -> String {
        var path = value
        for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] {
            path = path.replacingOccurrences(of: prefix, with: "")
        }
        let folders = projectPath.split(separator: "/")
        if let project = folders.last(where: { $0.hasSuffix(".xcodeproj") }) {
            let name = String(project.dropLast(".xcodeproj".count))
            path = path.replacingOccurrences(of: "$(PROJECT_NAME)", with: name)
                .replacingOccurrences(of: "${PROJECT_NAME}", with: name)
        }
        if let target, !target.isEmpty, !target.contains("$") {
            path = path.replacingOccurrences(of: "$(TARGET_NAME)", with: target)
                .replacingOccurrences(of: "${TARGET_NAME}", with: target)
        }
        // The product's name, the target's unless a setting gives another (`PRODUCT_NAME = koc;`).
        let productName = product.map { $0 == "$(TARGET_NAME)" || $0 == "${TARGET_NAME}" ? target ?? $0 : $0 }
        if let productName, !productName.isEmpty, !productName.contains("$") {
            path = path.replacingOccurrences(of: "$(PRODUCT_NAME)", with: productName)
                .replacingOccurrences(of: "${PRODUCT_NAME}", with: productName)
        }
        return path
    }

    /// Where a configuration's app says what it is: the plist it names (`Examples/EdgeCases/Info.plist`), when
    /// no other setting builds the name, and its target's name as a folder (`KitDemo/Info.plist`).
    private static func places(
        of configuration: ProjectFileReader.Configuration, in project: ProjectFileReader
    )
        -> [String]
    {
        var places: [String] = []
        if let plist = configuration.value("INFOPLIST_FILE")?.replacingOccurrences(of: "$(SRCROOT)/", with: ""),
            !plist.contains("$")
        {
            places.append(plist)
        }
        if let name = project.targetName(configuration), !name.isEmpty { places.append(name + "/Info.plist") }
        return places
    }

    private static func analyze(_ block: [Setting], path: String, facts: inout FileFacts) {
        var seen: Set<String> = []
        func once(_ finding: DoctorFinding) {
            if seen.insert(finding.code + finding.today).inserted { facts.findings.append(finding) }
        }
        var dictionary: [String: Any] = [:]
        for setting in block {
            if setting.key.hasPrefix("UISupportedInterfaceOrientations") {
                dictionary[setting.key] = setting.value.split(separator: " ").map(String.init)
                once(
                    DoctorFinding(
                        .supportedOrientationsPreference, file: path, line: setting.position.line,
                        column: setting.position.column,
                        today: "INFOPLIST_KEY_\(settingName(setting.key)) declares "
                            + setting.value.replacingOccurrences(of: "UIInterfaceOrientation", with: "")
                            .split(separator: " ").joined(separator: ", "),
                        replacement: Replacement.supportedOrientations))
            } else if setting.key.hasPrefix("UIRequiresFullScreen") {
                let isOn = ["YES", "true", "1"].contains(setting.value)
                dictionary[setting.key] = isOn
                let name = "INFOPLIST_KEY_\(settingName(setting.key))"
                if isOn {
                    facts.removableLines.insert(setting.position.line)
                    once(
                        DoctorFinding(
                            .requiresFullScreen, file: path, line: setting.position.line,
                            column: setting.position.column,
                            today: "\(name) = YES: the app opts out of iPad multitasking and resizing",
                            replacement: Replacement.requiresFullScreen, isMechanical: true))
                } else if ["NO", "false", "0"].contains(setting.value) {
                    // The default, written out: deleting it changes nothing.
                    facts.removableLines.insert(setting.position.line)
                    once(.requiresFullScreenOff(name, file: path, at: setting.position, isMechanical: true))
                }
            } else if setting.key == "UILaunchScreen_Generation", setting.value == "YES" {
                dictionary["UILaunchScreen"] = [String: Any]()
            } else if setting.key == "UILaunchStoryboardName" {
                dictionary[setting.key] = setting.value
            }
        }
        let isApp = block.contains { $0.key.hasPrefix("UISupportedInterfaceOrientations") }
        if let first = block.first {
            facts.appSettings.append(
                AppSettingsFact(
                    file: path, position: first.position, isApp: isApp,
                    hasSceneManifest: block.contains {
                        $0.key == "UIApplicationSceneManifest_Generation" && $0.value == "YES"
                    }))
        }
        guard isApp else { return }
        let diagnostics = PlistLock.withLock {
            InfoPlist.lint(dictionary: dictionary, file: path, idiom: .phone)
                + InfoPlist.lint(dictionary: dictionary, file: path, idiom: .pad)
        }
        // A message may name a key the configuration lacks (`UISupportedInterfaceOrientations~ipad` when
        // only the plain key is set): it goes to the next key it names that is set, else the block's first.
        let converted = LintFindings.convert(diagnostics, file: path, fallback: block[0].position) { key in
            block.first { $0.key == key }?.position ?? SourcePosition(line: 0, column: 0)
        }
        for finding in converted { once(finding) }
    }

    /// `UISupportedInterfaceOrientations~ipad` → `UISupportedInterfaceOrientations_iPad`.
    static func settingName(_ key: String) -> String {
        key.replacingOccurrences(of: "~ipad", with: "_iPad").replacingOccurrences(of: "~iphone", with: "_iPhone")
    }
}
