from tvm.script import ir as I
from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(
        x: R.Tensor((1, 3, 8, 8), dtype="float32"),
        w: R.Tensor((4, 3, 3, 3), dtype="float32"),
        b: R.Tensor((1, 4, 1, 1), dtype="float32"),
    ) -> R.Tensor((1, 4), dtype="float32"):
        with R.dataflow():
            lv0: R.Tensor((1, 4, 8, 8), dtype="float32") = R.nn.conv2d(x, w, strides=[1, 1], padding=[1, 1, 1, 1])
            lv1: R.Tensor((1, 4, 8, 8), dtype="float32") = R.add(lv0, b)
            lv2: R.Tensor((1, 4, 8, 8), dtype="float32") = R.nn.relu(lv1)
            lv3: R.Tensor((1, 4, 4, 4), dtype="float32") = R.nn.max_pool2d(lv2, pool_size=[2, 2], strides=[2, 2])
            lv4: R.Tensor((4, 16), dtype="float32") = R.reshape(lv3, R.shape([4, 16]))
            lv5: R.Tensor((16, 4), dtype="float32") = R.permute_dims(lv4, axes=[1, 0])
            lv6: R.Tensor((4, 4), dtype="float32") = R.matmul(lv4, lv5)
            lv7: R.Tensor((4, 4), dtype="bool") = R.greater(lv6, R.const(1.0, "float32"))
            lv8: R.Tensor((4, 4), dtype="bool") = R.matmul(lv7, lv7)
            lv9: R.Tensor((4, 4), dtype="float32") = R.astype(lv8, dtype="float32")
            lv10: R.Tensor((4, 4), dtype="float32") = R.add(lv9, lv6)
            lv11: R.Tensor((4, 4), dtype="float32") = R.nn.softmax(lv10, axis=-1)
            lv12: R.Tensor((4, 16), dtype="float32") = R.matmul(lv11, lv4)
            lv13: R.Tensor((1, 4, 4, 4), dtype="float32") = R.reshape(lv12, R.shape([1, 4, 4, 4]))
            lv14: R.Tensor((1, 4), dtype="float32") = R.mean(lv13, axis=[2, 3], keepdims=False)
            gv: R.Tensor((1, 4), dtype="float32") = R.sigmoid(lv14)
            R.output(gv)
        return gv
