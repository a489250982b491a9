from tvm.script import ir as I
from tvm.script import relax as R
from tvm.script import tirx as T

@I.ir_module
class Module:
    @R.function
    def main(
        tokens: R.Tensor((6, 32), dtype="float32"),
        w_in: R.Tensor((32, 32), dtype="float32"),
        w_gate: R.Tensor((32, 32), dtype="float32"),
        w_out: R.Tensor((32, 8), dtype="float32"),
    ) -> R.Tensor((6, 8), dtype="float32"):
        with R.dataflow():
            lv0: R.Tensor((6, 32), dtype="float32") = R.matmul(tokens, w_in)
            lv1: R.Tensor((6, 32), dtype="float32") = R.nn.silu(lv0)
            s = T.int64()
            lv2: R.Tensor((s, 32), dtype="float32") = R.match_cast(lv1, R.Tensor((s, 32), dtype="float32"))
            lv3: R.Tensor((s, 32), dtype="float32") = R.matmul(lv2, w_gate)
            lv4: R.Tensor((s, 32), dtype="float32") = R.sigmoid(lv3)
            lv5: R.Tensor((s, 32), dtype="float32") = R.multiply(lv2, lv4)
            lv6: R.Tensor((s, 32), dtype="float32") = R.ewise_fma(lv5, lv4, lv2)
            lv7: R.Tensor((s, 32), dtype="float32") = R.nn.relu(lv6)
            lv8: R.Tensor((s, 8), dtype="float32") = R.matmul(lv7, w_out)
            lv9: R.Tensor((s, 1), dtype="float32") = R.mean(lv8, axis=[1], keepdims=True)
            lv10: R.Tensor((s, 8), dtype="float32") = R.subtract(lv8, lv9)
            lv11: R.Tensor((s, 8), dtype="float32") = R.square(lv10)
            lv12: R.Tensor((s, 1), dtype="float32") = R.mean(lv11, axis=[1], keepdims=True)
            lv13: R.Tensor((s, 1), dtype="float32") = R.add(lv12, R.const(1.0000000000000001e-05, "float32"))
            lv14: R.Tensor((s, 1), dtype="float32") = R.rsqrt(lv13)
            lv15: R.Tensor((s, 8), dtype="float32") = R.multiply(lv10, lv14)
            lv16: R.Tensor((6, 8), dtype="float32") = R.match_cast(lv15, R.Tensor((6, 8), dtype="float32"))
            gv: R.Tensor((6, 8), dtype="float32") = R.tanh(lv16)
            R.output(gv)
        return gv
