from tvm.script import ir as I
from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(
        x: R.Tensor((2, 8, 16), dtype="float32"),
        w: R.Tensor((16, 16), dtype="float32"),
        thr: R.Tensor((16,), dtype="float32"),
    ) -> R.Tensor((2, 16), dtype="float32"):
        with R.dataflow():
            lv0: R.Tensor((16, 16), dtype="float32") = R.reshape(x, R.shape([16, 16]))
            lv1: R.Tensor((16, 16), dtype="float32") = R.matmul(lv0, w)
            lv2: R.Tensor((16, 16), dtype="float32") = R.nn.gelu(lv1)
            lv3: R.Tensor((16, 16), dtype="bool") = R.less(lv2, thr)
            lv4: R.Tensor((16, 16), dtype="bool") = R.logical_not(lv3)
            lv5: R.Tensor((16, 16), dtype="bool") = R.sign(lv4)
            lv6: R.Tensor((16, 16), dtype="float32") = R.astype(lv5, dtype="float32")
            lv7: R.Tensor((16, 16), dtype="float32") = R.multiply(lv2, lv6)
            lv8: R.Tensor((16, 16), dtype="float32") = R.where(lv3, lv1, lv7)
            lv9: R.Tensor((2, 8, 16), dtype="float32") = R.reshape(lv8, R.shape([2, 8, 16]))
            lv10: R.Tensor((2, 16, 8), dtype="float32") = R.permute_dims(lv9, axes=[0, 2, 1])
            lv11: R.Tensor((2, 16, 16), dtype="float32") = R.matmul(lv10, lv9)
            lv12: R.Tensor((2, 16), dtype="float32") = R.sum(lv11, axis=[2], keepdims=False)
            lv13: R.Tensor((2, 16), dtype="float32") = R.abs(lv12)
            lv14: R.Tensor((2, 16), dtype="float32") = R.add(lv13, R.const(1.0, "float32"))
            lv15: R.Tensor((2, 16), dtype="float32") = R.log(lv14)
            gv: R.Tensor((2, 16), dtype="float32") = R.nn.layer_norm(lv15, R.ones(R.shape([16]), dtype="float32"), R.zeros(R.shape([16]), dtype="float32"), axes=[-1])
            R.output(gv)
        return gv
