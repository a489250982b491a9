from tvm.script import ir as I
from tvm.script import relax as R
from tvm.script import tirx as T

@I.ir_module
class Module:
    @R.function
    def main(
        x: R.Tensor(("n", 16), dtype="float32"),
        w: R.Tensor((16, 16), dtype="float32"),
        idx: R.Tensor(("m",), dtype="int64"),
    ) -> R.Tensor(("m * 16",), dtype="float32"):
        n = T.int64()
        m = T.int64()
        with R.dataflow():
            lv0: R.Tensor((n, 16), dtype="float32") = R.matmul(x, w)
            lv1: R.Tensor((n, 16), dtype="float32") = R.nn.relu(lv0)
            lv2: R.Tensor((n, 16), dtype="float32") = R.multiply(lv1, R.const(4.0, "float32"))
            lv3: R.Tensor((n, 16), dtype="float32") = R.floor(lv2)
            lv4: R.Tensor((n, 16), dtype="int32") = R.astype(lv3, dtype="int32")
            lv5: R.Tensor((n, 16), dtype="int32") = R.clip(lv4, R.prim_value(0), R.prim_value(100))
            lv6: R.Tensor((m, 16), dtype="int32") = R.take(lv5, idx, axis=0, mode="nan")
            lv7: R.Tensor((m, 16), dtype="float32") = R.astype(lv6, dtype="float32")
            lv8: R.Tensor((m, 16), dtype="float32") = R.matmul(lv7, w)
            lv9: R.Tensor((m, 1), dtype="float32") = R.max(lv8, axis=[1], keepdims=True)
            lv10: R.Tensor((m, 16), dtype="float32") = R.subtract(lv8, lv9)
            lv11: R.Tensor((m, 16), dtype="float32") = R.exp(lv10)
            lv12: R.Tensor((m, 1), dtype="float32") = R.sum(lv11, axis=[1], keepdims=True)
            lv13: R.Tensor((m, 16), dtype="float32") = R.divide(lv11, lv12)
            lv14: R.Tensor((16, m), dtype="float32") = R.permute_dims(lv13, axes=[1, 0])
            lv15: R.Tensor((16, m), dtype="float32") = R.nn.relu(lv14)
            lv16: R.Tensor((m, 16), dtype="float32") = R.permute_dims(lv15, axes=[1, 0])
            gv: R.Tensor((m * 16,), dtype="float32") = R.reshape(lv16, R.shape([m * 16]))
            R.output(gv)
        return gv
