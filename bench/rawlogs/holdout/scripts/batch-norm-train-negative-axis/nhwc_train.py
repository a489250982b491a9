# cause: batch-norm-train-negative-axis
# expect: topi/nn/batch_norm\.py[\s\S]*list\.remove\(x\): x not in list
# capture: combined
"""Training-mode BN on NHWC activations (channel = last axis)."""
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class TrainBN:
    @R.function
    def main(
        x: R.Tensor((2, 4, 4, 3), "float32"),
        g: R.Tensor((3,), "float32"),
        b: R.Tensor((3,), "float32"),
        rm: R.Tensor((3,), "float32"),
        rv: R.Tensor((3,), "float32"),
    ):
        with R.dataflow():
            bn = R.nn.batch_norm(x, g, b, rm, rv, axis=-1, epsilon=1e-3, momentum=0.99, training=True)
            y = bn[0]
            new_mean = bn[1]
            new_var = bn[2]
            R.output(y, new_mean, new_var)
        return (y, new_mean, new_var)


print(TrainBN.script())
print("compiling training graph")
ex = tvm.compile(TrainBN, target="llvm")
