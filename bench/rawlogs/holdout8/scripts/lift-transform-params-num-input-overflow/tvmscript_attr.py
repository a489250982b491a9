# cause: lift-transform-params-num-input-overflow
# expect: Segfault encountered
# capture: combined
import tvm
from tvm import relax
from tvm.script import relax as R, ir as I


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((4, 8), "float32"), w: R.Tensor((8, 8), "float32"), b: R.Tensor((8,), "float32")):
        R.func_attr({"num_input": 4})
        with R.dataflow():
            y = R.matmul(x, R.permute_dims(w))
            z = R.add(y, b)
            R.output(z)
        return z


mod = relax.transform.LiftTransformParams()(Model)
mod.show()
