# cause: resize_axes_attribute_ignored
# expect: Resize3D expects the given output image size to be a 3-dim shape, while the given one has ndim 0
# capture: ipython
# post: crlf
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

# Only resize H and W of a [N, C, D, H, W] volume
vol = helper.make_tensor_value_info("vol", TensorProto.FLOAT, [1, 1, 2, 4, 4])
out = helper.make_tensor_value_info("vol_up", TensorProto.FLOAT, None)
sz = numpy_helper.from_array(np.array([8, 8], np.int64), "sz")
g = helper.make_graph([helper.make_node("Resize", ["vol", "", "", "sz"], ["vol_up"], mode="nearest", axes=[3, 4])],
                      "vol_resize", [vol], [out], [sz])
mod = from_onnx(helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)]))
