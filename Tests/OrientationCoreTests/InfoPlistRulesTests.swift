import OrientationCore
import Testing

/// The qualified-key rule (15), UIKit's defaults (14) and iPad multitasking
/// eligibility (28).
@Suite struct InfoPlistRulesTests {
    typealias F = InfoPlistFixtures
    static let key = "UISupportedInterfaceOrientations"

    // Rule 15: the qualified key wins on its device; the plain key is the fallback.
    @Test("rule 15: the qualified key wins on its device, the plain key is the fallback")
    func qualifiedKeyWinsOnItsDevice() throws {
        let plist = try InfoPlist(dictionary: [
            Self.key: [F.portrait],
            Self.key + "~ipad": [F.left, F.right],
        ])
        #expect(plist.supportedOrientations(for: .pad) == .landscape)
        #expect(plist.supportedOrientations(for: .phone) == .portrait)
    }

    @Test("rule 15: the ~iphone key wins on iPhone only") func iphoneKeyWinsOnPhoneOnly() throws {
        let plist = try InfoPlist(dictionary: [
            Self.key: F.allFour,
            Self.key + "~iphone": [F.portrait],
        ])
        #expect(plist.supportedOrientations(for: .phone) == .portrait)
        #expect(plist.supportedOrientations(for: .pad) == .all)
        #expect(plist.supportedOrientations.sourceKey(Self.key, for: .phone) == Self.key + "~iphone")
        #expect(plist.supportedOrientations.sourceKey(Self.key, for: .pad) == Self.key)
    }

    @Test("rule 15: a qualified UIRequiresFullScreen wins") func qualifiedRequiresFullScreenWins() throws {
        let plist = try InfoPlist(dictionary: ["UIRequiresFullScreen": true, "UIRequiresFullScreen~ipad": false])
        #expect(!plist.requiresFullScreen(for: .pad))
        #expect(plist.requiresFullScreen(for: .phone))
    }

    @Test("rules 14-15: an empty qualified list still wins and falls back to the default")
    func emptyQualifiedListStillWinsAndFallsBackToTheDefault() throws {
        let plist = try InfoPlist(dictionary: [Self.key: [F.portrait], Self.key + "~ipad": [String]()])
        #expect(plist.supportedOrientations(for: .pad) == nil)
        #expect(plist.defaultMask(for: .pad) == .all)
        #expect(plist.defaultMask(for: .phone) == .portrait)
    }

    // Rule 14: no list declared means .all on iPad and .allButUpsideDown on iPhone.
    @Test("rule 14: no list means .all on iPad and .allButUpsideDown on iPhone") func defaultsWhenNothingIsDeclared()
        throws
    {
        let plist = try InfoPlist(dictionary: [:])
        #expect(plist.supportedOrientations(for: .phone) == nil)
        #expect(plist.supportedOrientations(for: .pad) == nil)
        #expect(plist.defaultMask(for: .phone) == .allButUpsideDown)
        #expect(plist.defaultMask(for: .pad) == .all)
    }

    @Test("rule 14: a declared list replaces the default") func declaredListReplacesTheDefault() throws {
        let plist = try InfoPlist(dictionary: [Self.key: [F.left]])
        #expect(plist.defaultMask(for: .phone) == .landscapeLeft)
        #expect(plist.defaultMask(for: .pad) == .landscapeLeft)
    }

    // Rule 28: iPad, launch screen, all four orientations, not UIRequiresFullScreen.
    static var eligible: [String: Any] { ["UILaunchStoryboardName": "LaunchScreen", Self.key + "~ipad": F.allFour] }

    @Test("rule 28: eligible for multitasking when every condition holds") func eligibleWhenEveryConditionHolds() throws
    {
        #expect(try InfoPlist(dictionary: Self.eligible).isMultitaskingEligible(for: .pad))
        var generated = Self.eligible
        generated["UILaunchStoryboardName"] = nil
        generated["UILaunchScreen"] = [String: Any]()
        #expect(try InfoPlist(dictionary: generated).isMultitaskingEligible(for: .pad))
        var plain = Self.eligible
        plain[Self.key + "~ipad"] = nil
        plain[Self.key] = F.allFour
        #expect(try InfoPlist(dictionary: plain).isMultitaskingEligible(for: .pad))
    }

    @Test("rule 28: never eligible on iPhone") func neverOnPhone() throws {
        #expect(!(try InfoPlist(dictionary: Self.eligible)).isMultitaskingEligible(for: .phone))
    }

    @Test("rule 28: not eligible without a launch screen") func notWithoutALaunchScreen() throws {
        var dictionary = Self.eligible
        dictionary["UILaunchStoryboardName"] = nil
        #expect(!(try InfoPlist(dictionary: dictionary)).isMultitaskingEligible(for: .pad))
        dictionary["UILaunchStoryboardName"] = ""
        #expect(!(try InfoPlist(dictionary: dictionary)).isMultitaskingEligible(for: .pad))
    }

    @Test(arguments: [F.portrait, F.upsideDown, F.left, F.right])
    func notWithoutEveryOrientation(missing: String) throws {
        var dictionary = Self.eligible
        dictionary[Self.key + "~ipad"] = F.allFour.filter { $0 != missing }
        #expect(!(try InfoPlist(dictionary: dictionary)).isMultitaskingEligible(for: .pad))
    }

    @Test("rule 28: not eligible when only the iPhone list has all four") func notWithAllFourOnlyForIPhone() throws {
        var dictionary = Self.eligible
        dictionary[Self.key + "~ipad"] = [F.portrait]
        dictionary[Self.key] = F.allFour
        #expect(!(try InfoPlist(dictionary: dictionary)).isMultitaskingEligible(for: .pad))
    }

    @Test("rule 28: not eligible when requiring full screen") func notWhenRequiringFullScreen() throws {
        for key in ["UIRequiresFullScreen", "UIRequiresFullScreen~ipad"] {
            var dictionary = Self.eligible
            dictionary[key] = true
            #expect(!(try InfoPlist(dictionary: dictionary)).isMultitaskingEligible(for: .pad))
            dictionary[key] = false
            #expect(try InfoPlist(dictionary: dictionary).isMultitaskingEligible(for: .pad))
        }
    }

    @Test("rule 28: UIRequiresFullScreen~iphone does not opt the iPad out")
    func phoneOnlyFullScreenKeyDoesNotOptOutIPad() throws {
        var dictionary = Self.eligible
        dictionary["UIRequiresFullScreen~iphone"] = true
        #expect(try InfoPlist(dictionary: dictionary).isMultitaskingEligible(for: .pad))
    }
}
