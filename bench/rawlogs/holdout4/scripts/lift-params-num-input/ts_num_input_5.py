# cause: lift-params-num-input
# expect: Segfault encountered
# capture: stderr
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((2, 4), "float32"), w: R.Tensor((3, 4), "float32")):
        R.func_attr({"num_input": 5})
        with R.dataflow():
            wt = R.permute_dims(w)
            y = R.matmul(x, wt)
            R.output(y)
        return y


lifted = relax.transform.LiftTransformParams()(Model)
lifted.show()
