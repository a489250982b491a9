# cause: mixed-precision-output-tuple-get-item
# expect: The type is not populated
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class QKV:
    @R.function
    def main(h: R.Tensor((4, 64), "float32"), w: R.Tensor((64, 192), "float32")):
        with R.dataflow():
            qkv = R.matmul(h, w)
            chunks = R.split(qkv, 3, axis=1)
            q = chunks[0]
            R.output(q)
        return q


print("fp32 module:")
QKV.show()
amp = relax.transform.ToMixedPrecision()(QKV)
print("fp16 module:")
amp.show()
