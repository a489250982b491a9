from tvm.script import ir as I
from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(
        x: R.Tensor((4, 16), dtype="float32"),
        w1: R.Tensor((16, 16), dtype="float32"),
        gamma: R.Tensor((16,), dtype="float32"),
        beta: R.Tensor((16,), dtype="float32"),
        w2: R.Tensor((16, 8), dtype="float32"),
    ) -> R.Tensor((4, 16), dtype="float32"):
        with R.dataflow():
            lv0: R.Tensor((4, 16), dtype="float32") = R.matmul(x, w1)
            lv1: R.Tensor((4, 16), dtype="float32") = R.add(lv0, x)
            lv2: R.Tensor((4, 16), dtype="float32") = R.tanh(lv1)
            lv3: R.Tensor((4, 16), dtype="float32") = R.multiply(lv2, R.const(2.0, "float32"))
            lv4: R.Tensor((4, 16), dtype="float32") = R.nn.layer_norm(lv3, gamma, beta, axes=[-1], epsilon=1.0000000000000001e-05, center=False, scale=False)
            lv5: R.Tensor((4, 16), dtype="float32") = R.nn.relu(lv4)
            lv6: R.Tensor((4, 8), dtype="float32") = R.matmul(lv5, w2)
            lv7: R.Tensor((4, 8), dtype="float32") = R.sigmoid(lv6)
            lv8: R.Tensor((8, 4), dtype="float32") = R.permute_dims(lv7, axes=[1, 0])
            lv9: R.Tensor((4, 4), dtype="float32") = R.matmul(lv7, lv8)
            lv10: R.Tensor((4, 1), dtype="float32") = R.sum(lv9, axis=[1], keepdims=True)
            lv11: R.Tensor((4, 4), dtype="float32") = R.divide(lv9, lv10)
            lv12: R.Tensor((4, 8), dtype="float32") = R.matmul(lv11, lv7)
            lv13: R.Tensor((4, 8), dtype="float32") = R.subtract(lv12, lv7)
            lv14: R.Tensor((4, 8), dtype="float32") = R.exp(lv13)
            gv: R.Tensor((4, 16), dtype="float32") = R.concat((lv14, lv6), axis=1)
            R.output(gv)
        return gv
