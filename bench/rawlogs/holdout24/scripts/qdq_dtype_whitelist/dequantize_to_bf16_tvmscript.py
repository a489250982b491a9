# cause: qdq_dtype_whitelist
# expect: Unsupported output datatype attribute for operation: bfloat16
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class W8A16:
    @R.function
    def main(x: R.Tensor((4, 64), "bfloat16"), wq: R.Tensor((64, 64), "int8"), s: R.Tensor((64,), "float32")):
        with R.dataflow():
            w = R.dequantize(wq, s, R.const(0, "int8"), axis=1, out_dtype="bfloat16")
            y = R.matmul(x, w)
            R.output(y)
        return y


ex = tvm.compile(W8A16, target="llvm")
print(ex)
