# cause: amp-tuple-getitem-output
# expect: The type is not populated
# capture: stderr
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class QKV:
    @R.function
    def main(x: R.Tensor((2, 8), "float32"), w: R.Tensor((8, 24), "float32")):
        with R.dataflow():
            qkv = R.matmul(x, w)
            parts = R.split(qkv, 3, axis=1)
            q = parts[0]
            R.output(q)
        return q


mod = relax.transform.ToMixedPrecision(out_dtype="float16")(QKV)
ex = tvm.compile(mod, target="llvm")
