# cause: ms_embedlayernorm_symbolic_shape
# expect: 'Var' object has no attribute 'value'
# capture: pytest-native
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_embedln_dyn_ids():
    def ms_model(nodes, inputs, outputs, inits):
        g = helper.make_graph(nodes, "bert_layer", inputs, outputs, initializer=inits)
        return helper.make_model(g, opset_imports=[helper.make_opsetid("", 17), helper.make_opsetid("com.microsoft", 1)])

    vocab, hid, maxpos = 30, 8, 16
    inits = [numpy_helper.from_array(np.random.rand(vocab, hid).astype("float32"), "word_emb"),
             numpy_helper.from_array(np.random.rand(maxpos, hid).astype("float32"), "pos_emb"),
             numpy_helper.from_array(np.ones(hid, "float32"), "gamma"),
             numpy_helper.from_array(np.zeros(hid, "float32"), "beta")]
    node = helper.make_node("EmbedLayerNormalization", ["input_ids", "", "word_emb", "pos_emb", "", "gamma", "beta"],
                            ["emb", "mask_idx"], domain="com.microsoft", epsilon=1e-12)
    model = ms_model([node], [helper.make_tensor_value_info("input_ids", TensorProto.INT32, ["batch", "seq"])],
                     [helper.make_tensor_value_info("emb", TensorProto.FLOAT, None),
                      helper.make_tensor_value_info("mask_idx", TensorProto.INT32, None)], inits)
    mod = from_onnx(model)
