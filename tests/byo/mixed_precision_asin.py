from tvm.script import ir as I
from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(
        x: R.Tensor((4, 32), dtype="float32"),
        w1: R.Tensor((32, 32), dtype="float32"),
        w2: R.Tensor((32, 16), dtype="float32"),
        b2: R.Tensor((16,), dtype="float32"),
    ) -> R.Tensor((4, 16), dtype="float32"):
        with R.dataflow():
            lv0: R.Tensor((4, 32), dtype="float32") = R.matmul(x, w1)
            lv1: R.Tensor((4, 32), dtype="float32") = R.tanh(lv0)
            lv2: R.Tensor((4, 32), dtype="float32") = R.multiply(lv1, R.const(0.9, "float32"))
            lv3: R.Tensor((4, 32), dtype="float32") = R.asin(lv2)
            lv4: R.Tensor((4, 32), dtype="float32") = R.add(lv3, lv0)
            lv5: R.Tensor((4, 32), dtype="float32") = R.nn.relu(lv4)
            lv6: R.Tensor((4, 16), dtype="float32") = R.matmul(lv5, w2)
            lv7: R.Tensor((4, 16), dtype="float32") = R.add(lv6, b2)
            lv8: R.Tensor((4, 16), dtype="float32") = R.nn.softmax(lv7, axis=-1)
            lv9: R.Tensor((16, 4), dtype="float32") = R.permute_dims(lv8, axes=[1, 0])
            lv10: R.Tensor((4, 4), dtype="float32") = R.matmul(lv8, lv9)
            lv11: R.Tensor((4, 1), dtype="float32") = R.sum(lv10, axis=[1], keepdims=True)
            lv12: R.Tensor((4, 4), dtype="float32") = R.divide(lv10, lv11)
            lv13: R.Tensor((4, 16), dtype="float32") = R.matmul(lv12, lv8)
            lv14: R.Tensor((4, 16), dtype="float32") = R.sigmoid(lv13)
            gv: R.Tensor((4, 16), dtype="float32") = R.add(lv14, lv7)
            R.output(gv)
        return gv
