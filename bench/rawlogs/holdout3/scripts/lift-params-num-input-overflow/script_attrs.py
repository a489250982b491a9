# cause: lift-params-num-input-overflow
# expect: lifting transform params[\s\S]*Segfault encountered
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Linear:
    @R.function
    def main(
        x: R.Tensor((4, 16), "float32"),
        w: R.Tensor((8, 16), "float32"),
    ) -> R.Tensor((4, 8), "float32"):
        R.func_attr({"num_input": 6})
        with R.dataflow():
            wt = R.permute_dims(w)
            y = R.matmul(x, wt)
            R.output(y)
        return y


print("parsed module with", len(Linear["main"].params), "params", flush=True)
print("lifting transform params ...", flush=True)
lifted = relax.transform.LiftTransformParams()(Linear)
print(lifted)
