# cause: resize_axes_attribute_ignored
# expect: index 2 is out of bounds for axis 0 with size 2
# capture: pytest-short
# env: TVM_BACKTRACE=1
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_scales_with_axes_2d():
    scales = numpy_helper.from_array(np.array([2.0, 2.0], dtype=np.float32), "scales")
    node = helper.make_node("Resize", ["img", "", "scales"], ["up"], mode="nearest", axes=[2, 3],
                            coordinate_transformation_mode="asymmetric", nearest_mode="floor")
    g = helper.make_graph([node], "upsample2x", [helper.make_tensor_value_info("img", TensorProto.FLOAT, [1, 1, 5, 5])],
                          [helper.make_tensor_value_info("up", TensorProto.FLOAT, [1, 1, 10, 10])], [scales])
    model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    mod = from_onnx(model)
    ex = tvm.compile(mod, target="llvm")
