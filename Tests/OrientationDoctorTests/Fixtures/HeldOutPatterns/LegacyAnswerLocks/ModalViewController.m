#import "ModalViewController.h"

// A popup's controller answering the iOS 5 question with its own flag (KGModal, held-out set 258).
@implementation ModalViewController

- (instancetype)init {
    if ((self = [super init])) {
        self.shouldRotate = YES; // expect: ORI-707
    }
    return self;
}

- (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)orientation { // expect: ORI-702
    return self.shouldRotate;
}

@end

// A script-controlled set of orientations the iOS 5 answer tests (Codea's runtime, held-out set 254).
@implementation RendererViewController

- (void)addOrientation:(UIInterfaceOrientation)orientation {
    [supportedOrientations addObject:@(orientation)]; // expect: ORI-707
    NSMutableSet *orientationsSeen = [NSMutableSet set];
    [orientationsSeen addObject:@(orientation)];
}

- (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)orientation { // expect: ORI-702
    return [supportedOrientations containsObject:@(orientation)];
}

@end

// A sheet that turns only to its first orientation: its iOS 5 answer stores the lock, and asking another
// controller's answer writes nothing (BITModalSheetController, held-out set 238).
@interface SheetContainerViewController : UIViewController
@property (nonatomic) UIInterfaceOrientation initialOrientation; // expect: ORI-706
@property (nonatomic, strong) UIViewController *content;
@end

@implementation SheetContainerViewController

- (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)orientation { // expect: ORI-702
    if (self.initialOrientation == 0) {
        self.initialOrientation = orientation; // expect: ORI-707
        return YES;
    }
    return orientation == self.initialOrientation;
}

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    if ([self.content shouldAutorotateToInterfaceOrientation:UIInterfaceOrientationPortrait]) {
        [self.view setNeedsLayout];
    }
}

@end
