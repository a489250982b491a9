# cause: mixed_precision_tuple_get_item_output
# expect: The type is not populated
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Net:
    @R.function
    def main(x: R.Tensor((4, 6), "float32"), g: R.Tensor((6,), "float32"), b: R.Tensor((6,), "float32"),
             m: R.Tensor((6,), "float32"), v: R.Tensor((6,), "float32")):
        with R.dataflow():
            bn = R.nn.batch_norm(x, g, b, m, v, axis=1)
            y = bn[0]
            R.output(y)
        return y


Net.show()
mod = relax.transform.ToMixedPrecision(out_dtype="float16")(Net)
