#import "LayoutManager.h"

@interface LayoutManager()
@property(nonatomic, assign, readwrite) UIInterfaceOrientationMask supportedInterfaceOrientations; // expect: ORI-706
@end

@implementation LayoutManager

+ (LayoutManager*) sharedManager
{
  static LayoutManager* shared = nil;
  if (!shared) shared = [[LayoutManager alloc] init];
  return shared;
}

- (id) init
{
  self = [super init];
  if (!self) return nil;
  [self setupSupportedInterfaceOrientations]; // expect: ORI-707
  self.shouldAutorotate = true; // expect: ORI-707
  return self;
}

- (void) setupSupportedInterfaceOrientations
{
  self.supportedInterfaceOrientations = UIInterfaceOrientationMaskAllButUpsideDown; // expect: ORI-707
}

@end
