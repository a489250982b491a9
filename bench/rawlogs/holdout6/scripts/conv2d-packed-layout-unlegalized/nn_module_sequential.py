# cause: conv2d-packed-layout-unlegalized
# expect: CodeGenVM cannot emit this Relax operator directly
# env: TVM_BACKTRACE=1
# post: truncate=0.5
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class Net(nn.Module):
    def __init__(self):
        self.c1 = nn.Conv2D(4, 8, 3, padding=1)
        self.c2 = nn.Conv2D(8, 8, 3, padding=1)

    def forward(self, x: nn.Tensor):
        return self.c2(nn.relu(self.c1(x)))


def main():
    mod, _ = Net().export_tvm(spec={"forward": {"x": nn.spec.Tensor((1, 4, 16, 16), "float32")}})
    seq = tvm.transform.Sequential([
        relax.transform.ConvertLayout({"relax.nn.conv2d": ["NCHW4c", "OIHW4o"]}),
        relax.transform.Normalize(),
    ])
    mod = seq(mod)
    relax.build(mod, target="llvm")


if __name__ == "__main__":
    main()
