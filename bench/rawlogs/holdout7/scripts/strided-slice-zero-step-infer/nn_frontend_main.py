# cause: strided-slice-zero-step-infer
# expect: Divide by zero
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class Every(nn.Module):
    def forward(self, x):
        y = relax.op.strided_slice(x._expr, axes=[1], begin=[0], end=[64], strides=[0])
        return nn.op.wrap_nested(y, name="every_nth")


def main():
    m, _ = Every().export_tvm({"forward": {"x": nn.spec.Tensor((2, 64), "float16")}})
    relax.build(m, "llvm")


if __name__ == "__main__":
    main()
