# cause: decompose-bn-training-negative-axis
# expect: moving_mean to have as many dimensions
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Train:
    @R.function
    def main(
        x: R.Tensor((4, 3, 5, 5), "float32"),
        gamma: R.Tensor((3,), "float32"),
        beta: R.Tensor((3,), "float32"),
        mean: R.Tensor((3,), "float32"),
        var: R.Tensor((3,), "float32"),
    ):
        with R.dataflow():
            bn = R.nn.batch_norm(x, gamma, beta, mean, var, axis=-3, epsilon=1e-5)
            y = bn[0]
            new_mean = bn[1]
            new_var = bn[2]
            R.output(y, new_mean, new_var)
        return (y, new_mean, new_var)


print("before:")
Train.show()
after = relax.transform.DecomposeOpsForTraining()(Train)
print("after:")
after.show()
